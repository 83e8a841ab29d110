import { answerSwisscable } from '@/features/address/server'

export const dynamic = 'force-dynamic'

/** §7 /swisscable under `next dev`; the production listener answers it with the same function. */
export async function GET(request: Request) {
  const { status, headers, body } = await answerSwisscable(new URL(request.url).searchParams)
  return new Response(body, { status, headers })
}
