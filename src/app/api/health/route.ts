import { checkHealth } from '@/features/operations/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

export const GET = edge.route({
  call: 'health',
  handle: async () => {
    const healthy = await checkHealth()
    return Response.json(
      { status: healthy ? 'ok' : 'unavailable' },
      { status: healthy ? 200 : 503, headers: { 'cache-control': 'no-store' } },
    )
  },
})
