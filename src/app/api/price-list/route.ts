import type { NextRequest } from 'next/server'

import { priceListPdf } from '@/features/catalogue/server'

export const dynamic = 'force-dynamic'

/** GET ?audience=private|business&locale= → the site's price list as a PDF. */
export function GET(request: NextRequest) {
  return priceListPdf(request)
}
