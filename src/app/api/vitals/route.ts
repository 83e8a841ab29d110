import { answerVitals } from '@/features/vitals/server'

export const dynamic = 'force-dynamic'

/** POST /api/vitals { pageType, vitals } → 204, or problem+json (400, 413, 429). */
export function POST(request: Request) {
  return answerVitals(request)
}
