import { listPartnerDocuments, partnerOnly } from '@/features/partner-area/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** GET ?locale= → { documents } for a signed-in partner, 401 otherwise. */
export const GET = edge.route({ call: 'partner-documents', guard: partnerOnly, handle: ({ locale }) => listPartnerDocuments(locale) })
