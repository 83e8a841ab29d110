import { answerSwisscable, swisscableRefusal } from '@/features/address/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** §7 /swisscable under `next dev`; the production listener answers it with the same function. */
export const GET = edge.route({
  call: 'swisscable',
  refuse: (error) => {
    const { status, headers, body } = swisscableRefusal(error)
    return new Response(body, { status, headers })
  },
  handle: async ({ url, t }) => {
    const { status, headers, body } = await answerSwisscable(url.searchParams, t)
    return new Response(body, { status, headers })
  },
})
