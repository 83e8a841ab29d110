import type { ServerResponse } from 'node:http'

import { countRateLimitRefusal } from '../metrics'

/** The probes an orchestrator and the front ask while the site is busy: never shed. */
const PROBES = new Set(['/api/health', '/api/ready'])

/** Work the app does per call (search, forms, lookups): the requests a flood is made of. */
export function isSheddable(path: string): boolean {
  return path.startsWith('/api/') && !PROBES.has(path)
}

/**
 * Counts the sheddable requests in flight and refuses the one over the limit with 503 and
 * Retry-After before any work is queued: Node runs one request's code at a time, so a queue of
 * hundreds of searches would delay every health probe and page behind it.
 */
export function concurrencyGate(limit: number): (response: ServerResponse) => boolean {
  let inFlight = 0
  return (response) => {
    if (inFlight >= limit) {
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
      return false
    }
    inFlight++
    response.once('close', () => inFlight--)
    return true
  }
}
