import type { IncomingMessage, ServerResponse } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenWith } from '../../../tests/support/listener-server'
import { sendStreamedBody } from '../../../tests/support/streamed-body'
import { BODY_LIMITS } from '../body-limits'

const MB = 1024 * 1024

/**
 * What the app behind the listener read of each body: it reads bodies whole from the request, as
 * Next's handlers do (a server action's too: Next replaces the request's metadata before it runs one).
 */
const readByApp: number[] = []

async function app(request: IncomingMessage, response: ServerResponse) {
  let size = 0
  try {
    for await (const chunk of request) size += (chunk as Buffer).byteLength
  } catch {
    // A refused request is cut under the app's feet.
  }
  readByApp.push(size)
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ size }))
}

let origin: string
let close: () => Promise<void>

beforeAll(async () => ({ origin, close } = await listenWith(app)))

afterAll(() => close())

const send = (path: string, total: number, headers: Record<string, string> = {}) => sendStreamedBody(`${origin}${path}`, total, headers)

describe('the production listener caps every body before the app reads it', () => {
  it('4 × 100 MB chunked to a JSON route: 413 each, the app never holds more than the limit, memory stays flat', async () => {
    readByApp.length = 0
    const before = process.memoryUsage().rss
    const started = performance.now()
    const answers = []
    for (let round = 0; round < 4; round++) answers.push(await send('/api/partner-area/session', 100 * MB))
    const seconds = (performance.now() - started) / 1000
    const grown = (process.memoryUsage().rss - before) / MB
    for (const { status, sent, body } of answers) {
      expect(status).toBe(413)
      expect(body).toMatch(/too large/i)
      expect(sent).toBeLessThan(100 * MB)
    }
    for (const size of readByApp) expect(size).toBeLessThanOrEqual(BODY_LIMITS.json)
    expect(grown).toBeLessThan(40)
    expect(seconds).toBeLessThan(10)
    console.info(
      `4 × 100 MB chunked: ${seconds.toFixed(2)} s, RSS ${(before / MB).toFixed(0)} → ${(process.memoryUsage().rss / MB).toFixed(0)} MB`,
    )
  })

  it('a Content-Length over the limit is refused before any byte is read', async () => {
    readByApp.length = 0
    const answer = await send('/api/breach-check', 64 * 1024, { 'content-length': String(100 * MB) })
    expect(answer.status).toBe(413)
    expect(readByApp).toEqual([])
  })

  it('each route its own limit: a form takes its attachments, a server action its arguments', async () => {
    expect((await send('/api/forms/contact', 5 * MB, { 'content-type': 'multipart/form-data; boundary=x' })).body).toBe(
      JSON.stringify({ size: 5 * MB }),
    )
    expect((await send('/api/forms/contact', BODY_LIMITS.upload + 1)).status).toBe(413)
    expect((await send('/cms-api/media', 1024, { 'content-length': String(BODY_LIMITS.cms + 1) })).status).toBe(413)
    expect((await send('/commande', BODY_LIMITS.action + 1, { 'next-action': 'abc' })).status).toBe(413)
    expect((await send('/api/editor/session', BODY_LIMITS.json)).body).toBe(JSON.stringify({ size: BODY_LIMITS.json }))
    expect((await send('/api/editor/session', BODY_LIMITS.json + 1)).status).toBe(413)
  })

  it('a server action: another origin 403, a body that is not what the browser sends 400, too large 413, else handed over', async () => {
    const action = async (body: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${origin}/commande`, {
        method: 'POST',
        headers: { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8', ...headers },
        body,
      })
      return { status: response.status, body: await response.text() }
    }
    expect(await action('[{"audience":"private"}]')).toEqual({ status: 200, body: JSON.stringify({ size: 24 }) })
    expect((await action('[{}]', { origin: 'https://evil.example' })).status).toBe(403)
    expect((await action('[{}]', { origin: `${origin}` })).status).toBe(200)
    expect((await action('this is not json')).status).toBe(400)
    const boundary = '----x'
    expect(
      (
        await action(`--${boundary}\r\nContent-Disposition: form-data; name="1"\r\n\r\n[]`, {
          'content-type': `multipart/form-data; boundary=${boundary}`,
        })
      ).status,
    ).toBe(400)
    expect((await action(`[${'"a",'.repeat(500_000)}"a"]`)).status).toBe(413)
  })
})
