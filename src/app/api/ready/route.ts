import { answerReadiness } from '@/features/operations/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** Readiness for the front and the orchestrator (src/features/operations/readiness.server.ts). */
export const GET = edge.route({ call: 'ready', handle: ({ headers }) => answerReadiness(headers) })
