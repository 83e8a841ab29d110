import { newPasswordBody, resetPassword } from '@/features/editor/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** { token, password, confirmation } → the new password (§8). */
export const POST = edge.route({
  call: 'editor-reset-password',
  json: newPasswordBody,
  invalid: 'editor.reset.error',
  handle: ({ body, t }) => resetPassword(body, t),
})
