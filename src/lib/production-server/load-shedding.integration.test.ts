import type { IncomingMessage, ServerResponse } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenWith } from '../../../tests/support/listener-server'
import { allowedNetworks } from './request-metrics'

/** The searches the app behind the listener is working on, each answered when the test says so. */
const held: Array<() => void> = []
/** The query of each search the app began, in order. */
const begun: string[] = []

async function app(request: IncomingMessage, response: ServerResponse) {
  if (request.url?.startsWith('/api/search')) {
    begun.push(new URL(request.url, 'http://localhost').searchParams.get('q') ?? '')
    await new Promise<void>((resolve) => held.push(resolve))
  }
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

/** Until the instance's gauge shows `count` API requests waiting for a place. */
async function untilWaiting(at: string, count: number) {
  const waiting = async () => /^website_api_requests_waiting (\d+)$/m.exec(await (await fetch(`${at}/metrics`)).text())?.[1]
  while ((await waiting()) !== String(count)) await new Promise((resolve) => setImmediate(resolve))
}

async function expectShed(answer: Response) {
  expect(answer.status).toBe(503)
  expect(answer.headers.get('retry-after')).toBe('1')
  expect(await answer.json()).toMatchObject({ status: 503, title: 'Service busy' })
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

describe('requests over the limit wait in a bounded queue before they are shed', () => {
  it('the queue admits in arrival order as places free up; a request past a full queue is shed at once', async () => {
    const queued = await listenWith(app, {
      apiConcurrency: 2,
      apiQueue: { length: 2, waitMs: 600_000 },
      metrics: { token: undefined, networks: allowedNetworks(undefined) },
    })
    try {
      held.splice(0)
      begun.splice(0)
      const running = ['a', 'b'].map((q) => fetch(`${queued.origin}/api/search?q=${q}`))
      await until(() => held.length === 2)
      // One after the other, each once it waits: the queue's order is theirs.
      const waiting: Promise<Response>[] = []
      for (const [q, count] of [
        ['c', 1],
        ['d', 2],
      ] as const) {
        waiting.push(fetch(`${queued.origin}/api/search?q=${q}`))
        await untilWaiting(queued.origin, count)
      }

      // The queue is full once both wait: the next is refused without waiting for them.
      await expectShed(await fetch(`${queued.origin}/api/search?q=e`))
      expect(begun).toEqual(['a', 'b'])
      expect((await fetch(`${queued.origin}/api/health`)).status).toBe(200)

      held.shift()?.()
      await until(() => begun.length === 3)
      expect(begun).toEqual(['a', 'b', 'c'])
      held.shift()?.()
      await until(() => begun.length === 4)
      expect(begun).toEqual(['a', 'b', 'c', 'd'])
      for (const release of held.splice(0)) release()
      for (const answer of await Promise.all([...running, ...waiting])) expect(answer.status).toBe(200)
    } finally {
      await queued.close()
    }
  })

  it('a request still waiting when its time is over is shed; the ones running are not', async () => {
    const brief = await listenWith(app, { apiConcurrency: 1, apiQueue: { length: 4, waitMs: 1 } })
    try {
      held.splice(0)
      begun.splice(0)
      const running = fetch(`${brief.origin}/api/search?q=a`)
      await until(() => held.length === 1)
      await expectShed(await fetch(`${brief.origin}/api/search?q=b`))
      expect(begun).toEqual(['a'])
      held.shift()?.()
      expect((await running).status).toBe(200)
    } finally {
      await brief.close()
    }
  })
})
