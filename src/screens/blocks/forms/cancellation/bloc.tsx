import { loadDistributors } from '@/features/distributors/server'
import { FORM_CLIENT_MESSAGES } from '@/i18n/message-subsets'

import type { FormBloc } from '../../part'
import { CancellationFormIsland } from './island'

export const cancellationBloc: FormBloc = {
  render: async () => <CancellationFormIsland distributors={await loadDistributors()} />,
  messages: FORM_CLIENT_MESSAGES,
}
