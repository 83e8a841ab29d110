import { checkReadiness } from '@/features/operations/server'

export const dynamic = 'force-dynamic'

/** Readiness for a load balancer: 200 when this instance can store what visitors send, else 503 naming the failing checks. */
export async function GET() {
  const state = await checkReadiness()
  return Response.json(
    { status: state.ready ? 'ready' : 'not ready', ...state },
    { status: state.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
