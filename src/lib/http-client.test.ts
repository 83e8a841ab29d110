import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { fetchJson, lendProgressBar, requestJson, requestText } from './http-client'

/** A server of the site's own routes, on this machine: the client's calls really go over HTTP. */
let server: Server
let origin = ''
const seen: { method?: string; url?: string; type?: string; accept?: string; body: string }[] = []

const ROUTES: Record<string, (request: IncomingMessage, response: ServerResponse, body: string) => void> = {
  '/echo': (request, response, body) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ method: request.method, url: request.url, received: body ? JSON.parse(body) : null }))
  },
  '/not-json': (_request, response) => response.end('<html>oops</html>'),
  '/problem': (_request, response) => {
    response.statusCode = 422
    response.setHeader('content-type', 'application/problem+json')
    response.end(JSON.stringify({ detail: 'invalid', errors: { email: 'required' } }))
  },
  '/empty-error': (_request, response) => {
    response.statusCode = 503
    response.end()
  },
  '/xml': (_request, response) => {
    response.setHeader('content-type', 'application/xml')
    response.end('<root><header><returncode>0</returncode></header></root>')
  },
  // Never answers: only a time-out or an abort ends the call.
  '/never': () => undefined,
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, type: request.headers['content-type'], accept: request.headers.accept, body })
      ROUTES[new URL(request.url ?? '/', 'http://x').pathname]?.(request, response, body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** The client runs in a page of the site: its origin is the test server's. */
function inPageOf(pageOrigin: string) {
  vi.stubGlobal('location', { origin: pageOrigin })
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  seen.length = 0
})

describe('§7 HTTP client', () => {
  it('sends JSON to the same origin with its credentials and reads the JSON answer', async () => {
    inPageOf(origin)
    const calls = vi.spyOn(globalThis, 'fetch')
    const answer = await requestJson('/echo', { query: { locale: 'fr', site: '2' }, json: { email: 'a@b.ch' } })
    expect(answer).toEqual({
      ok: true,
      status: 200,
      body: { method: 'POST', url: '/echo?locale=fr&site=2', received: { email: 'a@b.ch' } },
    })
    expect(seen[0]).toMatchObject({ type: 'application/json', accept: 'application/json' })
    expect(calls.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' })
  })

  it('refuses a call to another origin', async () => {
    inPageOf(origin)
    await expect(requestJson('https://elsewhere.example/api')).rejects.toThrow(/own routes/)
    expect(seen).toEqual([])
  })

  it('answers status 0 when the call times out', async () => {
    inPageOf(origin)
    const began = Date.now()
    expect(await requestJson('/never', { timeoutMs: 150 })).toEqual({ ok: false, status: 0, body: null })
    expect(Date.now() - began).toBeGreaterThanOrEqual(140)
    expect(Date.now() - began).toBeLessThan(5_000)
  })

  it('times out a call that also has a signal of its caller', async () => {
    inPageOf(origin)
    const began = Date.now()
    expect(await requestJson('/never', { signal: new AbortController().signal, timeoutMs: 150 })).toEqual({
      ok: false,
      status: 0,
      body: null,
    })
    expect(Date.now() - began).toBeLessThan(5_000)
  })

  it('answers status 0 when the caller aborts, before the time-out', async () => {
    inPageOf(origin)
    const caller = new AbortController()
    const began = Date.now()
    setTimeout(() => caller.abort(), 100)
    expect(await requestJson('/never', { signal: caller.signal, timeoutMs: 20_000 })).toEqual({ ok: false, status: 0, body: null })
    expect(Date.now() - began).toBeLessThan(5_000)
  })

  it('answers status 0 when no server answers', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    inPageOf(`http://127.0.0.1:${port}`)
    expect(await requestJson('/echo')).toEqual({ ok: false, status: 0, body: null })
  })

  it('keeps the status of an answer that is not JSON, with no body', async () => {
    inPageOf(origin)
    expect(await requestJson('/not-json')).toEqual({ ok: true, status: 200, body: null })
    expect(await requestJson('/empty-error')).toEqual({ ok: false, status: 503, body: null })
  })

  it('reads the JSON of an error answer', async () => {
    inPageOf(origin)
    expect(await requestJson('/problem', { json: {} })).toEqual({
      ok: false,
      status: 422,
      body: { detail: 'invalid', errors: { email: 'required' } },
    })
  })

  it('gives the JSON of a call that must answer, and throws when it fails or is no JSON', async () => {
    inPageOf(origin)
    expect(await fetchJson('/echo', { query: { locale: 'de' } })).toEqual({ method: 'GET', url: '/echo?locale=de', received: null })
    await expect(fetchJson('/problem')).rejects.toThrow('/problem: 422')
    await expect(fetchJson('/not-json')).rejects.toThrow('/not-json: 200')
  })

  it('reads a text answer with the accept it names', async () => {
    inPageOf(origin)
    const answer = await requestText('/xml', { accept: 'application/xml' })
    expect(answer).toEqual({ ok: true, status: 200, body: '<root><header><returncode>0</returncode></header></root>' })
    expect(seen[0]?.accept).toBe('application/xml')
  })
})

describe('§9 loading bar for the page’s calls', () => {
  /** A call whose answer comes when the test says, on fake timers. */
  function heldCall() {
    let answer: (response: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    inPageOf('https://a.localhost')
    const call = requestJson('/api/search/results')
    return { call, answer: () => answer(new Response('{}', { status: 200 })) }
  }

  function lentBar() {
    const bar = { start: vi.fn(), stop: vi.fn() }
    const takeBack = lendProgressBar(bar)
    return { bar, takeBack }
  }

  it('shows for a call that lasts longer than 200 ms, not before, and ends with its answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { bar, takeBack } = lentBar()
    const { call, answer } = heldCall()
    vi.advanceTimersByTime(199)
    expect(bar.start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(bar.start).toHaveBeenCalledTimes(1)
    expect(bar.stop).not.toHaveBeenCalled()
    answer()
    await call
    expect(bar.stop).toHaveBeenCalledTimes(1)
    takeBack()
  })

  it('never shows for a call answered within 200 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { bar, takeBack } = lentBar()
    const { call, answer } = heldCall()
    vi.advanceTimersByTime(150)
    answer()
    await call
    vi.advanceTimersByTime(5_000)
    expect(bar.start).not.toHaveBeenCalled()
    expect(bar.stop).not.toHaveBeenCalled()
    takeBack()
  })

  it('stays while one of two slow calls is still out, and stops when a call fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { bar, takeBack } = lentBar()
    const first = heldCall()
    vi.advanceTimersByTime(100)
    const second = heldCall()
    vi.advanceTimersByTime(300)
    expect(bar.start).toHaveBeenCalledTimes(1)
    first.answer()
    await first.call
    expect(bar.stop).not.toHaveBeenCalled()
    second.answer()
    await second.call
    expect(bar.stop).toHaveBeenCalledTimes(1)

    let reject: (error: Error) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise((_resolve, fail) => (reject = fail))),
    )
    const failed = requestJson('/api/search/results')
    vi.advanceTimersByTime(200)
    expect(bar.start).toHaveBeenCalledTimes(2)
    reject(new TypeError('network'))
    expect(await failed).toEqual({ ok: false, status: 0, body: null })
    expect(bar.stop).toHaveBeenCalledTimes(2)
    takeBack()
  })
})
