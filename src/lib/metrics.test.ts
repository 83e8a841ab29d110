import { describe, expect, it, vi } from 'vitest'

import { metrics, observeUpstream } from './metrics'

async function upstreamCalls(upstream: string, outcome: string): Promise<number> {
  const metric = await metrics().upstream.get()
  return metric.values
    .filter((value) => value.metricName === 'website_upstream_request_duration_seconds_count')
    .filter((value) => value.labels.upstream === upstream && value.labels.outcome === outcome)
    .reduce((sum, value) => sum + value.value, 0)
}

describe('metrics', () => {
  it('is one registry in the process, kept where every copy of the module looks (Next bundles its own)', () => {
    // tests/e2e/metrics.spec.ts proves the copies meet: an order counted in Next shows in /metrics.
    const shared = metrics()
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('operator-website.metrics')]).toBe(shared)
    expect(metrics()).toBe(shared)
  })

  it('records an upstream call that answered, failed or ran out of time, and passes its result on', async () => {
    const before = {
      ok: await upstreamCalls('news_feed', 'ok'),
      error: await upstreamCalls('news_feed', 'error'),
      timeout: await upstreamCalls('news_feed', 'timeout'),
    }
    await expect(observeUpstream('news_feed', async () => 'answer')).resolves.toBe('answer')
    const refused = new Error('news service answered 503')
    await expect(observeUpstream('news_feed', () => Promise.reject(refused))).rejects.toBe(refused)
    const timedOut = new Error('news service unreachable', { cause: new DOMException('The operation timed out.', 'TimeoutError') })
    await expect(observeUpstream('news_feed', () => Promise.reject(timedOut))).rejects.toBe(timedOut)
    expect(await upstreamCalls('news_feed', 'ok')).toBe(before.ok + 1)
    expect(await upstreamCalls('news_feed', 'error')).toBe(before.error + 1)
    expect(await upstreamCalls('news_feed', 'timeout')).toBe(before.timeout + 1)
  })

  it('reads the outbox once per scrape for both of its gauges, and reports unknown when it could not', async () => {
    const probe = vi.fn(async () => ({ pending: 3, oldestPendingAgeSeconds: 120 }))
    metrics().setOutboxProbe(probe)
    const text = await metrics().registry.metrics()
    expect(text).toMatch(/^website_outbox_pending_mails 3$/m)
    expect(text).toMatch(/^website_outbox_oldest_pending_age_seconds 120$/m)
    expect(probe).toHaveBeenCalledTimes(1)
    metrics().setOutboxProbe(async () => null)
    const unread = await metrics().registry.metrics()
    // prom-client writes it `Nan`; Prometheus reads NaN in any case.
    expect(unread).toMatch(/^website_outbox_pending_mails nan$/im)
    expect(unread).toMatch(/process_resident_memory_bytes|nodejs_heap_size_used_bytes/)
    expect(unread).toMatch(/^nodejs_eventloop_lag_seconds /m)
  })
})
