import { loadDistributors } from '@/features/distributors/server'
import { FORM_CLIENT_MESSAGES } from '@/i18n/message-subsets'

import type { FormBloc } from '../../part'
import { ContactFormIsland } from './island'

export const contactBloc: FormBloc = {
  render: async () => <ContactFormIsland distributors={await loadDistributors()} />,
  messages: FORM_CLIENT_MESSAGES,
}
