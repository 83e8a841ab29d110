import { processWide } from '../process-wide'

/** A GET call's answer, computed from its query alone. */
export interface DirectAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

export type DirectRoute = (params: URLSearchParams) => Promise<DirectAnswer>

/**
 * GET calls the production listener answers itself instead of passing them to Next's router: calls
 * asked hundreds of times a second whose own work is a fraction of the router's (its matching,
 * request objects and streamed answer cost a millisecond a call). Features register them from
 * Next's bundle (src/instrumentation.ts) and the listener, loaded apart by scripts/start.mjs, finds
 * them on `globalThis`; `next dev` has no such listener and answers through the route, which calls
 * the same function.
 */
function registry(): Map<string, DirectRoute> {
  return processWide<Map<string, DirectRoute>>('direct-routes', () => new Map())
}

export function registerDirectRoute(path: string, route: DirectRoute): void {
  registry().set(path, route)
}

export function directRouteOf(path: string): DirectRoute | undefined {
  return registry().get(path)
}
