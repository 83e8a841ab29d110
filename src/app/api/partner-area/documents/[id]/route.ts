import { downloadPartnerDocument, partnerOnly } from '@/features/partner-area/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** GET → the document's file for a signed-in partner, 401 otherwise. */
export const GET = edge.route({
  call: 'partner-document',
  guard: partnerOnly,
  params: ({ id }) => String(id),
  handle: ({ params, locale }) => downloadPartnerDocument(params, locale),
})
