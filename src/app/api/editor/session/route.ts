import { currentAccount, signIn, signInSchema, signOut } from '@/features/editor/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** The signed-in account, or 401. */
export const GET = edge.route({ call: 'editor-session', handle: (call) => currentAccount(call) })

/** POST { email, password } → Payload's session cookie; 401 §8 login error, 429 too many. */
export const POST = edge.route({
  call: 'editor-sign-in',
  json: signInSchema,
  invalid: 'editor.signIn.error',
  handle: ({ body, ...call }) => signIn(body, call),
})

export const DELETE = edge.route({ call: 'editor-sign-out', handle: ({ headers }) => signOut(headers) })
