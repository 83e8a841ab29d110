import 'server-only'

import { z } from 'zod'

import type { Translate } from '@/lib/api/edge'
import { ApiError } from '@/lib/api/problem'
import { observeWebVitals } from '@/lib/metrics'
import type { SiteId } from '@/sites/sites'

import { PAGE_TYPES } from './page-type'
import type { VitalsReport } from './report'

/** Milliseconds no real page view reaches: beyond, the report is made up. */
const MAX_MS = 120_000
const milliseconds = z.number().min(0).max(MAX_MS)

const reportSchema = z.strictObject({
  pageType: z.enum(PAGE_TYPES),
  vitals: z
    .strictObject({ LCP: milliseconds, INP: milliseconds, TTFB: milliseconds, CLS: z.number().min(0).max(100) })
    .partial()
    .refine((vitals) => Object.keys(vitals).length > 0, 'no vital measured'),
}) satisfies z.ZodType<VitalsReport>

/**
 * One page view's vitals from the browser (public input, POST /api/vitals), strictly checked, then
 * counted into the histograms by site (the host it came to) and page type: 204, or 400.
 */
export function countVitals(site: SiteId, report: unknown, t: Translate): Response {
  const parsed = reportSchema.safeParse(report)
  if (!parsed.success) throw new ApiError(400, t('vitals.invalid'))
  observeWebVitals(site, parsed.data.pageType, parsed.data.vitals)
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
