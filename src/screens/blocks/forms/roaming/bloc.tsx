import { loadRoaming } from '@/features/roaming/server'

import type { FormBloc } from '../../part'
import { RoamingLookup } from './island'

export const roamingBloc: FormBloc = {
  render: async ({ locale }) => <RoamingLookup {...await loadRoaming(locale)} />,
  messages: ['roaming', 'forms'],
}
