import { answerBreachCheck } from '@/features/breach-check/server'

export const dynamic = 'force-dynamic'

/** POST /api/breach-check?locale= { email } → { found } or problem+json (400 verify the address, 429). */
export function POST(request: Request) {
  return answerBreachCheck(request)
}
