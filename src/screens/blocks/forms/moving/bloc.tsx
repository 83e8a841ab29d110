import { loadDistributors } from '@/features/distributors/server'
import { FORM_CLIENT_MESSAGES } from '@/i18n/message-subsets'

import type { FormBloc } from '../../part'
import { MovingFormIsland } from './island'

export const movingBloc: FormBloc = {
  render: async () => <MovingFormIsland distributors={await loadDistributors()} />,
  messages: FORM_CLIENT_MESSAGES,
}
