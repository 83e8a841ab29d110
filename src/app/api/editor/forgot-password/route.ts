import { forgotPassword } from '@/features/editor/server'

export const dynamic = 'force-dynamic'

/** { email } → a reset link by mail (§8); 429 too many. */
export function POST(request: Request) {
  return forgotPassword(request)
}
