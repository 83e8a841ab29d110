import { forgotPassword, forgotPasswordSchema } from '@/features/editor/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** { email } → a reset link by mail (§8); 429 too many. */
export const POST = edge.route({
  call: 'editor-forgot-password',
  json: forgotPasswordSchema,
  invalid: 'editor.forgot.error',
  handle: ({ body, ...call }) => forgotPassword(body, call),
})
