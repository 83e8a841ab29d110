import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { BlockList, isIP } from 'node:net'

import { metrics } from '../metrics'
import { directRouteOf } from './direct-routes'

export type MetricsAccess = {
  /** METRICS_TOKEN: a request bearing it may read /metrics from anywhere. */
  token: string | undefined
  /** Loopback and the networks of METRICS_NETWORKS: their clients read /metrics without a token. */
  networks: BlockList
}

/** The networks whose clients may read /metrics: loopback, and `a.b.c.d/n` or `x::/n` entries of the list. */
export function allowedNetworks(list: string | undefined): BlockList {
  const networks = new BlockList()
  networks.addSubnet('127.0.0.0', 8, 'ipv4')
  networks.addAddress('::1', 'ipv6')
  for (const entry of (list ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue
    const [, address = '', bits] = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry) ?? []
    const family = isIP(address)
    const longest = family === 6 ? 128 : 32
    const prefix = bits === undefined ? longest : Number(bits)
    if (!family || prefix > longest) throw new Error(`METRICS_NETWORKS: "${entry}" is not an address or a network (a.b.c.d/n, x::/n)`)
    networks.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4')
  }
  return networks
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest()
}

/** The client (the address TRUSTED_PROXIES decided) is in an allowed network, or the request bears the token. */
export function mayReadMetrics(request: { address: string; authorization: string | undefined }, access: MetricsAccess): boolean {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.authorization ?? '')?.[1]
  if (access.token && bearer && timingSafeEqual(digest(bearer), digest(access.token))) return true
  const family = isIP(request.address)
  return family !== 0 && access.networks.check(request.address, family === 6 ? 'ipv6' : 'ipv4')
}

/** Answers GET /metrics with this process's registry, or refuses it. */
export async function answerMetrics(response: ServerResponse, allowed: boolean, access: MetricsAccess): Promise<void> {
  if (!allowed) {
    // With a token configured the client can prove itself; without one nothing opens it from there.
    const status = access.token ? 401 : 403
    response.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...(access.token ? { 'www-authenticate': 'Bearer realm="metrics"' } : {}),
    })
    response.end(status === 401 ? 'Unauthorized.\n' : 'Forbidden.\n')
    return
  }
  const { registry } = metrics()
  try {
    const body = await registry.metrics()
    response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
    response.end(body)
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    response.end(`Metrics unavailable: ${error instanceof Error ? error.message : String(error)}\n`)
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** Where Next keeps what it decided about a request, the route it matched among it. */
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta')

type NextMeta = { match?: { definition?: { pathname?: unknown } } }

/**
 * The route label: the pattern of the route Next matched (`/[locale]/order`, `/api/forms/[kind]`;
 * the internal site segment dropped, the site is a label of its own), else a fixed name. Never the
 * requested URL: a label of every path a visitor invents would grow without end.
 */
export function routeOf(request: IncomingMessage, path: string): string {
  const matched = (request as IncomingMessage & { [NEXT_REQUEST_META]?: NextMeta })[NEXT_REQUEST_META]?.match?.definition?.pathname
  if (typeof matched === 'string') return matched.replace(/^\/_site\/\[site\]/, '') || '/'
  // Paths the listener answers itself are few and fixed.
  if (path === '/metrics' || directRouteOf(path)) return path
  if (path.startsWith('/_next/static/')) return '/_next/static'
  if (path.startsWith('/_next/')) return '/_next'
  return 'other'
}

/**
 * Records one answered request once it has ended: its duration by method, route, status and site,
 * and what the page cache answered (Next's x-nextjs-cache) for the pages it holds. `route`: the
 * label of an answer made without Next (a prepared page keeps the one Next matched).
 */
export function recordRequest(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  site: string,
  startedMs: number,
  route = routeOf(request, path),
): void {
  const method = METHODS.has(request.method ?? '') ? (request.method as string) : 'other'
  const seconds = (performance.now() - startedMs) / 1000
  const { http, pageCache } = metrics()
  http.observe({ method, route, status: String(response.statusCode), site }, seconds)
  const cache = response.getHeader('x-nextjs-cache')
  if (typeof cache === 'string' && /^(HIT|MISS|STALE|REVALIDATED)$/i.test(cache)) pageCache.inc({ result: cache.toLowerCase(), site })
}
