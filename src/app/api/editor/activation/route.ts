import { activateAccount } from '@/features/editor/server'

export const dynamic = 'force-dynamic'

/** { token, password, confirmation } → an invited account activated (§8). */
export function POST(request: Request) {
  return activateAccount(request)
}
