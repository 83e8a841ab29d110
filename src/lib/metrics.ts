import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { processWide } from './process-wide'

/**
 * The site's metrics, one registry per process (each instance of a scaled-out deployment reports
 * its own; Prometheus tells them apart by target). Every label takes values from a list the code
 * fixes (a route pattern, a site number, a limiter's name), never from what a visitor sends.
 */

export type Upstream = 'cable_lookup' | 'fibre_availability' | 'news_feed'
type UpstreamOutcome = 'ok' | 'error' | 'timeout'
export type SignInArea = 'cms' | 'editor' | 'partner_area'
type OutboxReading = { pending: number; oldestPendingAgeSeconds: number | null }
/** The vitals of a page view, as the web-vitals library names them. */
export type WebVital = 'LCP' | 'INP' | 'CLS' | 'TTFB'

/** Seconds: a cached page answers in milliseconds, a first render or an order in one or two seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const UPSTREAM_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8]
/** Visitors' vitals, with bounds at the thresholds the alerts read (LCP 2.5 s, INP 200 ms, CLS 0.1). */
const LCP_BUCKETS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10, 20]
const INP_BUCKETS = [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5]
const CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1]
const TTFB_BUCKETS = [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6]

function createMetrics() {
  const registry = new Registry()
  const registers = [registry]
  // Event-loop lag, heap and resident memory, CPU, handles, garbage collection.
  collectDefaultMetrics({ register: registry })

  let outboxProbe: (() => Promise<OutboxReading | null>) | undefined
  let reading: Promise<OutboxReading | null> | null = null
  // Both outbox gauges are collected at once on a scrape: one query answers both.
  const readOutbox = async (): Promise<OutboxReading | null> => {
    if (!outboxProbe) return null
    reading ??= outboxProbe().finally(() => (reading = null))
    return reading
  }

  // One histogram per vital: the page views of visitors who accepted audience measurement, by
  // site and page type (a fixed list, src/features/vitals/page-type.ts), never by address.
  const vital = (name: string, what: string, buckets: number[]) =>
    new Histogram({
      name: `website_web_vitals_${name}`,
      help: `${what} of real visitors' page views (sampled, with consent), by site and page type.`,
      labelNames: ['site', 'page_type'] as const,
      buckets,
      registers,
    })

  return {
    registry,
    http: new Histogram({
      name: 'website_http_request_duration_seconds',
      help: 'Time from a request reaching the server to the end of its answer, by method, route pattern, status and site.',
      labelNames: ['method', 'route', 'status', 'site'] as const,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    pageCache: new Counter({
      name: 'website_page_cache_requests_total',
      help: 'Answers of the page cache (hit, miss, stale, revalidated) for the pages it holds, by site.',
      labelNames: ['result', 'site'] as const,
      registers,
    }),
    upstream: new Histogram({
      name: 'website_upstream_request_duration_seconds',
      help: 'Calls to the upstream services (cable lookup, fibre availability, news feed), by outcome.',
      labelNames: ['upstream', 'outcome'] as const,
      buckets: UPSTREAM_BUCKETS,
      registers,
    }),
    orders: new Counter({
      name: 'website_orders_total',
      help: 'Orders stored, by audience and site.',
      labelNames: ['audience', 'site'] as const,
      registers,
    }),
    forms: new Counter({
      name: 'website_form_submissions_total',
      help: 'Form submissions stored or handled, by form and site.',
      labelNames: ['kind', 'site'] as const,
      registers,
    }),
    apiAnswers: new Counter({
      name: 'website_api_answers_total',
      help: 'Answers of the public calls (route handlers and server actions) through the edge, by call and status.',
      labelNames: ['call', 'status'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'website_rate_limit_refusals_total',
      help: 'Attempts refused by a rate limit, by limiter.',
      labelNames: ['limiter'] as const,
      registers,
    }),
    apiWaiting: new Gauge({
      name: 'website_api_requests_waiting',
      help: 'API requests of this instance waiting for a place under API_CONCURRENCY (load-shedding.ts).',
      registers,
    }),
    signInFailures: new Counter({
      name: 'website_sign_in_failures_total',
      help: 'Refused sign-ins (wrong password, unknown or locked account), by area.',
      labelNames: ['area'] as const,
      registers,
    }),
    outboxPending: new Gauge({
      name: 'website_outbox_pending_mails',
      // NaN while the database does not answer: unknown, neither zero nor the last figure.
      help: 'Mails waiting in the outbox (shared by every instance: each reports the same figure).',
      registers,
      async collect() {
        const outbox = await readOutbox()
        this.set(outbox ? outbox.pending : NaN)
      },
    }),
    outboxOldest: new Gauge({
      name: 'website_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest mail waiting in the outbox; 0 when none waits.',
      registers,
      async collect() {
        const outbox = await readOutbox()
        this.set(outbox ? (outbox.oldestPendingAgeSeconds ?? 0) : NaN)
      },
    }),
    webVitals: <Record<WebVital, Histogram<'site' | 'page_type'>>>{
      LCP: vital('lcp_seconds', 'Largest contentful paint', LCP_BUCKETS),
      INP: vital('inp_seconds', 'Interaction to next paint', INP_BUCKETS),
      CLS: vital('cls', 'Cumulative layout shift (no unit)', CLS_BUCKETS),
      TTFB: vital('ttfb_seconds', 'Time to first byte', TTFB_BUCKETS),
    },
    setOutboxProbe(probe: () => Promise<OutboxReading | null>) {
      outboxProbe = probe
    },
  }
}

type Metrics = ReturnType<typeof createMetrics>

/**
 * On globalThis: the production listener (loaded by scripts/start.mjs) and Next's server bundles
 * each get their own copy of this module, and all of them must count into the one registry that
 * /metrics reads.
 */
export function metrics(): Metrics {
  return processWide<Metrics>('metrics', () => createMetrics())
}

/** How an upstream call went: it answered, it failed, or it ran out of its time limit. */
function outcomeOf(error: unknown): UpstreamOutcome {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'TimeoutError') return 'timeout'
  }
  return 'error'
}

/** Runs one upstream call and records its duration and outcome; its answer or error passes through. */
export async function observeUpstream<T>(upstream: Upstream, call: () => Promise<T>): Promise<T> {
  const stop = metrics().upstream.startTimer({ upstream })
  try {
    const answer = await call()
    stop({ outcome: 'ok' })
    return answer
  } catch (error) {
    stop({ outcome: outcomeOf(error) })
    throw error
  }
}

export function countOrder(audience: 'private' | 'business', site: number): void {
  metrics().orders.inc({ audience, site: String(site) })
}

export function countFormSubmission(kind: string, site: number): void {
  metrics().forms.inc({ kind, site: String(site) })
}

/** One page view's vitals as the browser measured them (milliseconds; CLS has no unit). */
export function observeWebVitals(site: number, pageType: string, vitals: Partial<Record<WebVital, number>>): void {
  const labels = { site: String(site), page_type: pageType }
  for (const [name, value] of Object.entries(vitals) as [WebVital, number][]) {
    metrics().webVitals[name].observe(labels, name === 'CLS' ? value : value / 1000)
  }
}

export function countSignInFailure(area: SignInArea): void {
  metrics().signInFailures.inc({ area })
}

export function countApiAnswer(call: string, status: number): void {
  metrics().apiAnswers.inc({ call, status: String(status) })
}

export function countRateLimitRefusal(limiter: string): void {
  metrics().rateLimited.inc({ limiter })
}

export function setApiRequestsWaiting(count: number): void {
  metrics().apiWaiting.set(count)
}
