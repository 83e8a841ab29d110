import { forgotPassword, forgotPasswordSchema } from '@/features/editor/server'
import { RESET_ANSWER_MS } from '@/lib/api/rate-limits'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** { email } → a reset link by mail (§8); 429 too many. */
export const POST = edge.route({
  call: 'editor-forgot-password',
  json: forgotPasswordSchema,
  invalid: 'editor.forgot.error',
  minAnswerMs: RESET_ANSWER_MS,
  handle: ({ body, ...call }) => forgotPassword(body, call),
})
