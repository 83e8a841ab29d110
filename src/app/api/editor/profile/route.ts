import { updateProfile } from '@/features/editor/server'

export const dynamic = 'force-dynamic'

/** { name, email, password, confirmation } → one's own data updated (§8). */
export function POST(request: Request) {
  return updateProfile(request)
}
