import { getSiteSettings, phoneFor } from '@/screens/frame/server'

import type { FormBloc } from '../../part'
import { BreachCheckFormIsland } from './island'

export const breachCheckBloc: FormBloc = {
  // The answer names the customer service's number itself: the header's is not shown on a phone.
  render: async ({ site }) => <BreachCheckFormIsland phone={phoneFor(await getSiteSettings(site), 'private')} />,
  messages: ['breachCheck', 'forms'],
}
