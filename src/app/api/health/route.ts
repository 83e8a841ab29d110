import { checkHealth } from '@/features/operations/server'

export const dynamic = 'force-dynamic'

export async function GET() {
  const healthy = await checkHealth()
  return Response.json(
    { status: healthy ? 'ok' : 'unavailable' },
    { status: healthy ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
