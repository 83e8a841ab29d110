import { resetPassword } from '@/features/editor/server'

export const dynamic = 'force-dynamic'

/** { token, password, confirmation } → the new password (§8). */
export function POST(request: Request) {
  return resetPassword(request)
}
