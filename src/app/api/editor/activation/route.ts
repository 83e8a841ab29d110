import { activateAccount, newPasswordBody } from '@/features/editor/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** { token, password, confirmation } → an invited account activated (§8). */
export const POST = edge.route({
  call: 'editor-activation',
  json: newPasswordBody,
  invalid: 'editor.activation.error',
  handle: ({ body, t }) => activateAccount(body, t),
})
