import { loadRoaming } from '@/features/roaming/server'

import type { FormBloc } from '../../part'
import { RoamingLookupIsland } from './island'

export const roamingBloc: FormBloc = {
  render: async ({ locale }) => <RoamingLookupIsland {...await loadRoaming(locale)} />,
  messages: ['roaming', 'forms'],
}
