import type { ServerResponse } from 'node:http'

import { countRateLimitRefusal, setApiRequestsWaiting } from '../metrics'

/** The probes an orchestrator and the front ask while the site is busy: never shed. */
const PROBES = new Set(['/api/health', '/api/ready'])

/** Work the app does per call (search, forms, lookups): the requests a flood is made of. */
export function isSheddable(path: string): boolean {
  return path.startsWith('/api/') && !PROBES.has(path)
}

/** Requests over the limit wait, at most `length` of them and each at most `waitMs`, for a place. */
export type AdmissionQueue = { length: number; waitMs: number }

/**
 * Counts the sheddable requests in flight, `limit` at most. The next ones wait in a bounded queue
 * (first come, first admitted) for a place to free up, running none of their code meanwhile: Node
 * runs one request's code at a time, so work let in above the limit would delay every health probe
 * and page behind it. A request is refused with 503 and Retry-After when the queue is full or its
 * wait is over, as a proxy's server queue does (HAProxy's `maxconn` with `timeout queue`): a
 * moment's burst, one instance serving alone while the other restarts, is absorbed; a flood is shed.
 * Resolves true once admitted, false when refused or when the client left while waiting.
 */
export function concurrencyGate(
  limit: number,
  queue: AdmissionQueue = { length: 0, waitMs: 0 },
): (response: ServerResponse) => Promise<boolean> {
  let inFlight = 0
  const waiting: Array<() => void> = []
  const enter = (response: ServerResponse) => {
    inFlight++
    response.once('close', () => {
      inFlight--
      waiting[0]?.()
    })
  }
  return (response) => {
    if (inFlight < limit && waiting.length === 0) {
      enter(response)
      return Promise.resolve(true)
    }
    if (waiting.length >= queue.length) {
      shed(response)
      return Promise.resolve(false)
    }
    return new Promise((resolve) => {
      const leave = (admitted: boolean) => {
        clearTimeout(timer)
        response.off('close', gone)
        waiting.splice(waiting.indexOf(admit), 1)
        setApiRequestsWaiting(waiting.length)
        resolve(admitted)
      }
      const admit = () => {
        leave(true)
        enter(response)
      }
      const gone = () => leave(false)
      const timer = setTimeout(() => {
        leave(false)
        shed(response)
      }, queue.waitMs)
      response.once('close', gone)
      waiting.push(admit)
      setApiRequestsWaiting(waiting.length)
    })
  }
}

function shed(response: ServerResponse) {
  countRateLimitRefusal('api-concurrency')
  response.writeHead(503, {
    'content-type': 'application/problem+json',
    'cache-control': 'no-store',
    'retry-after': '1',
  })
  response.end(
    JSON.stringify({
      type: 'about:blank',
      title: 'Service busy',
      status: 503,
      detail: 'The server is answering as many requests as it can; try again in a second.',
    }),
  )
}
