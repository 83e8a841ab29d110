import type { NextRequest } from 'next/server'

import { listPartnerDocuments } from '@/features/partner-area/server'

export const dynamic = 'force-dynamic'

/** GET ?locale= → { documents } for a signed-in partner, 401 otherwise. */
export function GET(request: NextRequest) {
  return listPartnerDocuments(request)
}
