import { answerReadiness } from '@/features/operations/server'

export const dynamic = 'force-dynamic'

/** Readiness for the front and the orchestrator (src/features/operations/readiness.server.ts). */
export function GET(request: Request) {
  return answerReadiness(request)
}
