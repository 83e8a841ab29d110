import type { IncomingMessage, ServerResponse } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenWith } from '../../../tests/support/listener-server'

/** The searches the app behind the listener is working on, each answered when the test says so. */
const held: Array<() => void> = []

async function app(request: IncomingMessage, response: ServerResponse) {
  if (request.url?.startsWith('/api/search')) await new Promise<void>((resolve) => held.push(resolve))
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end('{"ok":true}')
}

let origin: string
let close: () => Promise<void>

beforeAll(async () => ({ origin, close } = await listenWith(app, { apiConcurrency: 2 })))

afterAll(() => close())

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve))
}

describe('a flood of API requests queues no work ahead of the probes and pages', () => {
  it('over the limit: 503 with Retry-After at once; the health probe and pages still answer; freed places admit again', async () => {
    const first = [fetch(`${origin}/api/search?q=a`), fetch(`${origin}/api/search?q=b`)]
    await until(() => held.length === 2)

    const refused = await Promise.all([1, 2, 3].map((n) => fetch(`${origin}/api/search?q=${n}`)))
    for (const answer of refused) {
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('1')
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
      expect(await answer.json()).toMatchObject({ status: 503, title: 'Service busy' })
    }
    expect(held).toHaveLength(2)

    expect((await fetch(`${origin}/api/health`)).status).toBe(200)
    expect((await fetch(`${origin}/api/ready`)).status).toBe(200)
    expect((await fetch(`${origin}/`)).status).toBe(200)

    for (const release of held.splice(0)) release()
    for (const answer of await Promise.all(first)) expect(answer.status).toBe(200)

    const again = fetch(`${origin}/api/search?q=again`)
    await until(() => held.length === 1)
    held.splice(0)[0]?.()
    expect((await again).status).toBe(200)
  })
})
