import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/vitals/route'
import { metrics } from '@/lib/metrics'

beforeAll(() => vi.stubEnv('SITE_HOSTS', 'a.localhost=1,b.localhost=2,c.localhost=3'))
afterAll(() => vi.unstubAllEnvs())

let client = 0
const report = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://a.localhost/api/vitals', {
      method: 'POST',
      headers: { host: 'c.localhost', 'x-client-address': `198.51.100.${client}`, ...headers },
      body,
    }),
  )

/** How many page views of a page type each histogram holds, by vital. */
async function counted(pageType: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const [name, histogram] of Object.entries(metrics().webVitals)) {
    const { values } = await histogram.get()
    counts[name] = values.find((v) => v.metricName?.endsWith('_count') && v.labels.page_type === pageType)?.value ?? 0
  }
  return counts
}

describe('POST /api/vitals', () => {
  it('counts one page view into each vital it measured, by site (the host) and page type, in seconds', async () => {
    client += 1
    const before = await counted('television')
    const answer = await report(JSON.stringify({ pageType: 'television', vitals: { LCP: 1800, INP: 120, CLS: 0.02, TTFB: 300 } }))
    expect(answer.status).toBe(204)
    const after = await counted('television')
    for (const name of ['LCP', 'INP', 'CLS', 'TTFB']) expect(after[name]).toBe((before[name] ?? 0) + 1)
    const { values } = await metrics().webVitals.LCP.get()
    const sum = values.find((v) => v.metricName?.endsWith('_sum') && v.labels.page_type === 'television')
    expect(sum?.labels.site).toBe('3')
    expect(sum?.value).toBeGreaterThanOrEqual(1.8)

    const partial = await report(JSON.stringify({ pageType: 'television', vitals: { TTFB: 90 } }))
    expect(partial.status).toBe(204)
    expect((await counted('television')).TTFB).toBe((after.TTFB ?? 0) + 1)
    expect((await counted('television')).LCP).toBe(after.LCP)
  })

  it('refuses anything else with a 4xx and counts nothing', async () => {
    client += 1
    const before = await counted('search')
    const bodies = [
      '',
      'not json',
      'null',
      '[]',
      JSON.stringify({ pageType: 'search' }),
      JSON.stringify({ pageType: 'search', vitals: {} }),
      JSON.stringify({ pageType: '/recherche?q=fibre', vitals: { LCP: 1 } }),
      JSON.stringify({ pageType: 'search', vitals: { LCP: -1 } }),
      JSON.stringify({ pageType: 'search', vitals: { LCP: '1200' } }),
      JSON.stringify({ pageType: 'search', vitals: { LCP: 1e9 } }),
      JSON.stringify({ pageType: 'search', vitals: { FID: 10 } }),
      JSON.stringify({ pageType: 'search', vitals: { LCP: 10 }, url: 'https://a.localhost/recherche?q=nom' }),
      '{"pageType":"search","vitals":{"LCP":1e999}}',
      `{"pageType":"search","vitals":{"LCP":${'9'.repeat(400)}}}`,
    ]
    for (const body of bodies) {
      const answer = await report(body)
      expect(answer.status, body.slice(0, 60)).toBe(400)
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
    }
    const large = await report(JSON.stringify({ pageType: 'search', vitals: { LCP: 10 }, pad: 'x'.repeat(2000) }))
    expect(large.status).toBe(413)
    expect(await counted('search')).toEqual(before)
  })

  it('takes a minute of page views from one client, then answers 429 with Retry-After', async () => {
    client += 1
    const body = JSON.stringify({ pageType: 'contact', vitals: { TTFB: 100 } })
    const statuses = []
    for (let i = 0; i < 61; i++) statuses.push((await report(body)).status)
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true)
    const refused = await report(body)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    client += 1
    expect((await report(body)).status).toBe(204)
  })
})
