import { loadDistributors } from '@/features/distributors/server'
import type { FormKind } from '@/features/forms/kinds'
import { requestFormIsland } from '@/features/forms/server'
import { FORM_CLIENT_MESSAGES } from '@/i18n/message-subsets'

import type { FormBloc } from '../../part'

/** A request of the inbox in a bloc: the island of its folder (src/features/forms/<kind>/), given the distributors that route it. */
export const requestBloc = (kind: FormKind): FormBloc => ({
  render: async () => {
    const [FormIsland, distributors] = await Promise.all([requestFormIsland(kind), loadDistributors()])
    return <FormIsland distributors={distributors} />
  },
  messages: FORM_CLIENT_MESSAGES,
})
