import { loadDistributors } from '@/features/distributors/server'
import { FORM_MESSAGES } from '@/i18n/message-subsets'

import type { FormBloc } from '../../part'
import { MovingForm } from './island'

export const movingBloc: FormBloc = {
  render: async () => <MovingForm distributors={await loadDistributors()} />,
  messages: FORM_MESSAGES,
}
