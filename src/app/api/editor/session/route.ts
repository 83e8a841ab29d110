import { currentAccount, signIn, signOut } from '@/features/editor/server'

export const dynamic = 'force-dynamic'

/** The signed-in account, or 401. */
export function GET(request: Request) {
  return currentAccount(request)
}

/** POST { email, password } → Payload's session cookie; 401 §8 login error, 429 too many. */
export function POST(request: Request) {
  return signIn(request)
}

export function DELETE(request: Request) {
  return signOut(request)
}
