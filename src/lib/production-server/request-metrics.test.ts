import type { IncomingMessage, ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { metrics } from '../metrics'
import { allowedNetworks, mayReadMetrics, recordRequest, routeOf } from './request-metrics'

const access = (token?: string, list?: string) => ({ token, networks: allowedNetworks(list) })

describe('who may read /metrics', () => {
  it('loopback clients, without a token', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1'])
      expect(mayReadMetrics({ address, authorization: undefined }, access()), address).toBe(true)
  })

  it('refuses any other client, and what is no address', () => {
    for (const address of ['203.0.113.9', '10.1.2.3', '::ffff:203.0.113.9', 'unknown', '127.0.0.1, 203.0.113.9'])
      expect(mayReadMetrics({ address, authorization: undefined }, access()), address).toBe(false)
  })

  it('lets in the monitoring networks of METRICS_NETWORKS', () => {
    const networks = access(undefined, '10.0.0.0/8, 192.0.2.7, fd00::/8')
    expect(mayReadMetrics({ address: '10.20.30.40', authorization: undefined }, networks)).toBe(true)
    expect(mayReadMetrics({ address: '192.0.2.7', authorization: undefined }, networks)).toBe(true)
    expect(mayReadMetrics({ address: 'fd12::1', authorization: undefined }, networks)).toBe(true)
    expect(mayReadMetrics({ address: '192.0.2.8', authorization: undefined }, networks)).toBe(false)
    expect(mayReadMetrics({ address: '11.0.0.1', authorization: undefined }, networks)).toBe(false)
  })

  it('refuses a network list it cannot read, rather than start open or shut', () => {
    for (const list of ['10.0.0.0/33', 'example.org', '10.0.0.0/x', 'fd00::/129'])
      expect(() => allowedNetworks(list), list).toThrow(/METRICS_NETWORKS/)
  })

  it('lets in the bearer of METRICS_TOKEN from anywhere, and nobody with another token', () => {
    const withToken = access('s3cret-token')
    expect(mayReadMetrics({ address: '203.0.113.9', authorization: 'Bearer s3cret-token' }, withToken)).toBe(true)
    expect(mayReadMetrics({ address: '203.0.113.9', authorization: 'bearer s3cret-token' }, withToken)).toBe(true)
    expect(mayReadMetrics({ address: '203.0.113.9', authorization: 'Bearer s3cret-tokem' }, withToken)).toBe(false)
    expect(mayReadMetrics({ address: '203.0.113.9', authorization: 'Basic s3cret-token' }, withToken)).toBe(false)
    expect(mayReadMetrics({ address: '203.0.113.9', authorization: 'Bearer s3cret-token' }, access())).toBe(false)
  })
})

const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta')
const requestMatching = (pathname?: string, method = 'GET') =>
  ({ method, ...(pathname ? { [NEXT_REQUEST_META]: { match: { definition: { pathname } } } } : {}) }) as unknown as IncomingMessage

describe('the route label', () => {
  it('is the pattern Next matched, without the internal site segment', () => {
    expect(routeOf(requestMatching('/_site/[site]/[locale]/order'), '/fr/commande')).toBe('/[locale]/order')
    expect(routeOf(requestMatching('/_site/[site]/[locale]/[...path]'), '/de/ueber-uns-552')).toBe('/[locale]/[...path]')
    expect(routeOf(requestMatching('/api/forms/[kind]'), '/api/forms/contact')).toBe('/api/forms/[kind]')
  })

  it('is a fixed name when Next matched nothing: never the path asked for', () => {
    expect(routeOf(requestMatching(), '/_next/static/chunks/abc.js')).toBe('/_next/static')
    expect(routeOf(requestMatching(), '/metrics')).toBe('/metrics')
    expect(routeOf(requestMatching(), '/wp-login.php')).toBe('other')
    expect(routeOf(requestMatching(), `/${'x'.repeat(50)}`)).toBe('other')
  })
})

describe('recording a request', () => {
  const response = (statusCode: number, cache?: string) => ({ statusCode, getHeader: () => cache }) as unknown as ServerResponse
  const count = async (name: string, labels: Record<string, string>) => {
    const metric = (await metrics().registry.getMetricsAsJSON()).find((entry) => entry.name === name)
    const values = (metric?.values ?? []) as { labels: Record<string, string | number>; value: number; metricName?: string }[]
    return values
      .filter((value) => (value.metricName ?? name) === `${name}_count` || String(metric?.type) === 'counter')
      .filter((value) => Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted))
      .reduce((sum, value) => sum + value.value, 0)
  }

  it('observes the duration by method, route, status and site, and what the page cache answered', async () => {
    const labels = { method: 'GET', route: '/[locale]/news', status: '200', site: '2' }
    const before = await count('website_http_request_duration_seconds', labels)
    const hitsBefore = await count('website_page_cache_requests_total', { result: 'hit', site: '2' })
    recordRequest(requestMatching('/_site/[site]/[locale]/news'), response(200, 'HIT'), '/de/news', '2', performance.now() - 40)
    expect(await count('website_http_request_duration_seconds', labels)).toBe(before + 1)
    expect(await count('website_page_cache_requests_total', { result: 'hit', site: '2' })).toBe(hitsBefore + 1)
  })

  it('files an unknown method under one name', async () => {
    const labels = { method: 'other', route: 'other', status: '405', site: '1' }
    const before = await count('website_http_request_duration_seconds', labels)
    recordRequest(requestMatching(undefined, 'BREW'), response(405), '/pot', '1', performance.now())
    expect(await count('website_http_request_duration_seconds', labels)).toBe(before + 1)
  })
})
