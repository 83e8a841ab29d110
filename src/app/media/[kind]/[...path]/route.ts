import { mediaResponse } from '@/features/media/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** §3 media URL: /media/{image|document}/{folder}/{format}/{fileName}.{extension}, format base when left out. */
export const GET = edge.route({
  call: 'media',
  params: ({ kind, path }) => ({ kind: String(kind), path: [path ?? []].flat() }),
  handle: ({ params, headers }) => mediaResponse(params.kind, params.path, headers.get('if-none-match')),
})
