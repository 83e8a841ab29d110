import { afterEach, describe, expect, it, vi } from 'vitest'

import { fetchCurrentEvents } from './client-api'

const ANSWER = { count: 0, results: [] }

function answering(body: unknown) {
  const waiting: (() => void)[] = []
  const fetch = vi.fn(
    (_url: URL) =>
      new Promise<Response>((resolve) => {
        waiting.push(() => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })))
      }),
  )
  vi.stubGlobal('fetch', fetch)
  vi.stubGlobal('location', new URL('https://a.localhost/'))
  // Answers every request made so far.
  return { fetch, answer: () => waiting.splice(0).forEach((resolve) => resolve()) }
}

afterEach(() => vi.unstubAllGlobals())

describe('current network events', () => {
  it('two widgets asking at the same time share one request', async () => {
    const { fetch, answer } = answering(ANSWER)
    const first = fetchCurrentEvents(3, 'fr', new AbortController().signal)
    const second = fetchCurrentEvents(3, 'fr', new AbortController().signal)
    answer()
    await expect(first).resolves.toEqual(ANSWER)
    await expect(second).resolves.toEqual(ANSWER)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/networkstatus?events=current&locale=fr&site=3')
  })

  it('a widget that stops waiting leaves the answer to the other', async () => {
    const { answer } = answering(ANSWER)
    const gone = new AbortController()
    const first = fetchCurrentEvents(3, 'fr', gone.signal)
    const second = fetchCurrentEvents(3, 'fr', new AbortController().signal)
    gone.abort()
    await expect(first).rejects.toBeDefined()
    answer()
    await expect(second).resolves.toEqual(ANSWER)
  })

  it('an answer ends the sharing: the next ask is a new request; another site or language asks on its own', async () => {
    const { fetch, answer } = answering(ANSWER)
    const first = fetchCurrentEvents(3, 'fr', new AbortController().signal)
    answer()
    await first
    const again = fetchCurrentEvents(3, 'fr', new AbortController().signal)
    const german = fetchCurrentEvents(3, 'de', new AbortController().signal)
    expect(fetch).toHaveBeenCalledTimes(3)
    answer()
    await expect(again).resolves.toEqual(ANSWER)
    await expect(german).resolves.toEqual(ANSWER)
  })
})
