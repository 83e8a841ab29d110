import type { NextRequest } from 'next/server'

import { downloadPartnerDocument } from '@/features/partner-area/server'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** GET → the document's file for a signed-in partner, 401 otherwise. */
export async function GET(request: NextRequest, { params }: Context) {
  return downloadPartnerDocument(request, (await params).id)
}
