import type { NextRequest } from 'next/server'

import { signIn, signOut } from '@/features/partner-area/server'

export const dynamic = 'force-dynamic'

/** POST { password } → 204 + session cookie, 401 wrong password, 429 locked out (problem+json). */
export function POST(request: NextRequest) {
  return signIn(request)
}

/** Log out: the session cookie is cleared and its token revoked. */
export function DELETE(request: NextRequest) {
  return signOut(request)
}
