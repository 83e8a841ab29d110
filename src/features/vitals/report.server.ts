import 'server-only'

import { z } from 'zod'

import { BODY_LIMITS } from '@/lib/body-limits'
import { cappedBody } from '@/lib/api/capped-body'
import { problem } from '@/lib/api/problem'
import { answer } from '@/lib/api/respond'
import { clientAddress } from '@/lib/client-address'
import { observeWebVitals } from '@/lib/metrics'
import { createRateLimiter } from '@/lib/rate-limit'
import { siteOfHost } from '@/sites/site-of-host'

import { PAGE_TYPES } from './page-type'
import type { VitalsReport } from './report'

/** A minute of page views and more per client (a browser sends one report per page it leaves). */
const perClient = createRateLimiter({ keyPrefix: 'web-vitals-client', points: 60, durationSeconds: 60 })

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

function refused(status: 400 | 413 | 429, detail: string, retryAfterMs?: number): Response {
  const response = problem(status, detail)
  if (retryAfterMs !== undefined) response.headers.set('retry-after', String(Math.ceil(retryAfterMs / 1000)))
  return response
}

/**
 * POST /api/vitals: one page view's vitals from the browser (public input): rate-limited per
 * client, at most BODY_LIMITS.beacon, strictly checked, then counted into the histograms by site
 * (the host it came to) and page type. 204 when counted, 4xx for anything else.
 */
export function answerVitals(request: Request): Promise<Response> {
  return answer('vitals', async () => {
    const limit = await perClient.consume(clientAddress(request.headers))
    if (!limit.allowed) return refused(429, 'Too many reports from this client; try again later.', limit.retryAfterMs)
    const bytes = await cappedBody(request, BODY_LIMITS.beacon)
    if (!bytes) return refused(413, `A report weighs at most ${BODY_LIMITS.beacon} bytes.`)
    let json: unknown
    try {
      json = JSON.parse(new TextDecoder().decode(bytes))
    } catch {
      return refused(400, 'The report is not JSON.')
    }
    const parsed = reportSchema.safeParse(json)
    if (!parsed.success) return refused(400, `The report is not one page view's vitals: ${parsed.error.issues[0]?.message ?? ''}`)
    const { pageType, vitals } = parsed.data
    observeWebVitals(siteOfHost(request.headers.get('host')), pageType, vitals)
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  })
}
