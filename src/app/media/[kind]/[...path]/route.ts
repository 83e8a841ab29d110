import { mediaResponse } from '@/features/media/server'
import { answer } from '@/lib/api/respond'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ kind: string; path: string[] }> }

/** §3 media URL: /media/{image|document}/{folder}/{format}/{fileName}.{extension}, format base when left out. */
export async function GET(request: Request, { params }: Context) {
  const { kind, path } = await params
  return answer('media', () => mediaResponse(request, kind, path))
}
