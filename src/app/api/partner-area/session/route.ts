import { signIn, signInSchema, signOut } from '@/features/partner-area/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** POST { password } → 204 + session cookie, 401 wrong password, 429 locked out (problem+json). */
export const POST = edge.route({
  call: 'partner-sign-in',
  json: signInSchema,
  invalid: 'partnerArea.wrongPassword',
  handle: ({ body, ...call }) => signIn(body.password, call),
})

/** Log out: the session cookie is cleared and its token revoked. */
export const DELETE = edge.route({ call: 'partner-sign-out', handle: ({ headers }) => signOut(headers) })
