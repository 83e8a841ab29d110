import { randomBytes } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import { TLSSocket } from 'node:tls'

import { BODY_LIMITS, bodyLimitOf } from '../body-limits'
import { CLIENT_ADDRESS_HEADER, trustedClient, type TrustedClient } from '../client-address'
import { logger } from '../logger'
import { capBody } from './body-cap'
import type { Middleware } from './compression'
import { directRouteOf, type DirectRoute } from './direct-routes'
import { locationKeepingQuery } from './redirect-query'
import { concurrencyGate, isSheddable, type AdmissionQueue } from './load-shedding'
import { pageGeneration } from '../page-generation'
import { PageScripts } from './framework-scripts'
import { acceptsEncoding, answerPrecompressed, type PrecompressedFile } from './precompressed'
import { answerPrepared, isPreparable, type PreparedPage, type PreparedPages } from './prepared-pages'
import { isReadablePath } from './request-target'
import { answerMetrics, mayReadMetrics, recordRequest, routeOf, type MetricsAccess } from './request-metrics'
import { securityHeaders, type PolicyRequest } from './security-headers'
import { guardServerAction } from './server-action-guard'

export type ListenerOptions = {
  trustedProxies: number
  /** Hashes (CSP source form) of our own inline scripts. */
  scriptHashes: readonly string[]
  /** The configured tracker's origin, allowed to run and to be sent to (§7). */
  trackerOrigin?: string
  /** The configured tag manager's origin: pages may load it. */
  tagManagerOrigin?: string
  /** Response compression, installed under the page scripts step (framework-scripts.ts) so that it compresses the rewritten page. */
  compress: Middleware
  /** Who may read /metrics. */
  metrics: MetricsAccess
  /** The site a Host header names (the metrics' site label). */
  siteOf: (host: string | undefined) => number
  /** §7 API requests worked on at once; the next ones wait in this queue, then get 503 (src/lib/production-server/load-shedding.ts). */
  apiConcurrency: number
  apiQueue?: AdmissionQueue
  /** Brotli copies of the build's files by URL path, sent to browsers that take brotli. */
  precompressed?: ReadonlyMap<string, PrecompressedFile>
  /** Prepared copies of the pages Next serves from its cache, answered without Next (prepared-pages.ts). */
  pages?: PreparedPages
  /** The instance is stopping (graceful-stop.ts): readiness answers 503, every answer closes its connection. */
  stopping?: () => boolean
}

/** A keyed page request on its way to Next: what its answer becomes a copy under. */
type Preparing = { pages: PreparedPages; key: string; generation: Promise<string | undefined> }

/** Headers of an answer that belong to one response, not to the page it carries. */
const RESPONSE_OWN_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
])

/** Headers a client may set to pose as a proxy; dropped when no proxy is trusted. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded']

/**
 * The production server's request listener around Next's handler: it decides the client address
 * and scheme once (TRUSTED_PROXIES), writes them where the app reads them, caps every request's
 * body (src/lib/body-limits.ts), gives every response its security headers, signing the inline
 * scripts of HTML documents, times every request and answers /metrics (before Next: the page cache
 * and the locale routing never see it).
 */
export function productionListener(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  options: ListenerOptions,
): (request: IncomingMessage, response: ServerResponse) => void {
  const admitApiRequest = concurrencyGate(options.apiConcurrency, options.apiQueue)
  const { pages } = options

  const serve = (request: IncomingMessage, response: ServerResponse, path: string, client: TrustedClient, preparing?: Preparing) => {
    options.compress(request, response, () => {})
    secureResponse(request, response, client.https, options, preparing)
    if (!isReadablePath(request.url)) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      response.end('Bad request: malformed percent-escape in the path.\n')
      return
    }
    if (path === '/api/ready' && options.stopping?.()) {
      response.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      response.end(JSON.stringify({ status: 'stopping' }))
      return
    }
    if (path === '/metrics') {
      const allowed = mayReadMetrics({ address: client.address, authorization: request.headers.authorization }, options.metrics)
      void answerMetrics(response, allowed, options.metrics)
      return
    }
    const readOnly = request.method === 'GET' || request.method === 'HEAD'
    const direct = readOnly ? directRouteOf(path) : undefined
    if (direct) {
      void answerDirectly(request, response, direct)
      return
    }
    // The scripts and styles every first visit brings: brotli at its best ratio, compressed once at build.
    const precompressed = readOnly ? options.precompressed?.get(path) : undefined
    if (precompressed && acceptsEncoding(request.headers['accept-encoding'], 'br')) {
      answerPrecompressed(request, response, precompressed)
      return
    }
    // The app reads a body whole: every body is capped here, whatever the front in between.
    const serverAction = request.method === 'POST' && 'next-action' in request.headers
    const limit = bodyLimitOf(request.url, serverAction)
    // The site's own actions (the CMS's admin has its own, larger ones) reach Next once their body is known readable.
    const checked = limit === 'action' ? guardServerAction(request, response) : Promise.resolve(true)
    if (!capBody(request, response, BODY_LIMITS[limit])) return
    // Admitted once the body's checks are in place: what a waiting request sends is counted as it comes.
    const admitted = isSheddable(path) ? admitApiRequest(response) : Promise.resolve(true)
    void Promise.all([admitted, checked]).then(([admitted, ok]) => {
      if (admitted && ok) void handle(request, response)
    })
  }

  return (request, response) => {
    const started = performance.now()
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    const site = String(options.siteOf(request.headers.host))
    /** The route label of an answer made without Next (a prepared copy). */
    let route: string | undefined
    response.once('close', () => recordRequest(request, response, path, site, started, route))
    // A stopping instance closes every connection after its answer, prepared copies included.
    if (options.stopping?.()) response.shouldKeepAlive = false
    const client = trustedClient(
      {
        socketAddress: request.socket.remoteAddress,
        encrypted: request.socket instanceof TLSSocket,
        forwardedFor: single(request.headers['x-forwarded-for']),
        forwardedProto: single(request.headers['x-forwarded-proto']),
      },
      options.trustedProxies,
    )
    if (options.trustedProxies === 0) for (const name of FORWARDED) delete request.headers[name]
    request.headers[CLIENT_ADDRESS_HEADER] = client.address
    const key = pages && isReadablePath(request.url) ? pages.keyOf(request, client.https) : undefined
    if (!pages || !key) {
      serve(request, response, path, client)
      return
    }
    // Read before Next is asked: a copy made from an answer that began before an expiry is already stale.
    const generation = currentGeneration()
    const page = pages.find(key)
    if (!page) {
      serve(request, response, path, client, { pages, key, generation })
      return
    }
    void generation.then((current) => {
      if (current !== undefined && pages.answerable(page, current)) {
        route = page.route
        return answerPrepared(request, response, page)
      }
      if (current !== undefined && pages.due(page, current)) {
        page.refreshing = true
        // Made again (a new copy) or not (the next request tries): either way this one is done.
        response.once('close', () => (page.refreshing = false))
      }
      serve(request, response, path, client, { pages, key, generation })
    })
  }
}

function currentGeneration(): Promise<string | undefined> {
  try {
    return Promise.resolve(pageGeneration()).catch(() => undefined)
  } catch {
    return Promise.resolve(undefined)
  }
}

async function answerDirectly(request: IncomingMessage, response: ServerResponse, route: DirectRoute): Promise<void> {
  try {
    const answer = await route(new URL(request.url ?? '/', 'http://localhost').searchParams)
    response.writeHead(answer.status, answer.headers)
    response.end(request.method === 'HEAD' ? undefined : answer.body)
  } catch (error) {
    logger.error({ err: error, path: (request.url ?? '/').split('?')[0] }, 'direct route failed')
    response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    response.end('Internal server error.\n')
  }
}

function secureResponse(
  request: IncomingMessage,
  response: ServerResponse,
  https: boolean,
  { scriptHashes, trackerOrigin, tagManagerOrigin }: Pick<ListenerOptions, 'scriptHashes' | 'trackerOrigin' | 'tagManagerOrigin'>,
  preparing: Preparing | undefined,
) {
  const { writeHead, write, end } = response
  if (https) secureCookies(response)
  let prepared = false
  /** An HTML page (else the router's flight data, an API answer, a file). */
  let isDocument = false
  let scripts: PageScripts | undefined
  const decoder = new StringDecoder('utf8')
  /** The body of a page Next serves from its cache, collected whole to be prepared once (prepared-pages.ts). */
  let collected: Buffer[] | undefined
  let headersFor: (scripts: Pick<NonNullable<PolicyRequest['document']>, 'nonce' | 'pageScripts'>) => Record<string, string>

  const prepare = () => {
    if (prepared || response.headersSent) return
    prepared = true
    const location = response.getHeader('location')
    if (location !== undefined && response.statusCode === 308) response.setHeader('location', locationKeepingQuery(location, request.url))
    const type = String(response.getHeader('content-type') ?? '')
    isDocument = /^text\/html\b/i.test(type)
    // The service worker (src/app/serwist) runs under its own response's policy: it must fetch.
    const script = /javascript/i.test(type) && /^\/serwist\//.test(request.url ?? '')
    const hasBody = request.method !== 'HEAD' && response.statusCode !== 204 && response.statusCode !== 304
    const admin = /^\/admin(\/|$|\?)/.test(request.url ?? '')
    // Next's draft-mode cookie: the page may be the admin's live preview. Copying the cookie only
    // lets the site frame itself; drafts are still shown to signed-in editors only.
    const preview = /(?:^|;\s*)__prerender_bypass=/.test(request.headers.cookie ?? '')
    headersFor = (scripts) =>
      securityHeaders({
        document: isDocument ? { ...scripts, admin, preview } : undefined,
        script,
        https,
        scriptHashes,
        trackerOrigin,
        tagManagerOrigin,
      })
    if (isDocument && hasBody) {
      // A streamed page changes per response (its nonce): its length is unknown, and a validator
      // would let a browser pair a stored page (old nonce) with a fresh policy. A prepared page
      // gets its own length and validator.
      response.removeHeader('content-length')
      response.removeHeader('etag')
      response.removeHeader('last-modified')
      // Next's `s-maxage, stale-while-revalidate` is for shared caches, but browsers honour
      // stale-while-revalidate too and would show the page from before a publish once: the
      // browser must ask every time (the front ignores this header and keeps its own cache).
      const cacheControl = String(response.getHeader('cache-control') ?? '')
      if (/stale-while-revalidate/.test(cacheControl) && !/max-age=0/.test(cacheControl))
        response.setHeader('cache-control', `max-age=0, must-revalidate, ${cacheControl}`)
    }
    if (preparing && isPreparable(request, response)) {
      collected = []
      return
    }
    // Anything else Next answers to such a request (a new render, a 404) leaves no copy standing.
    if (preparing && request.method === 'GET') preparing.pages.forget(preparing.key)
    const nonce = randomBytes(16).toString('base64')
    for (const [name, value] of Object.entries(headersFor({ nonce }))) response.setHeader(name, value)
    if (isDocument && hasBody) scripts = new PageScripts(nonce, !admin)
  }

  const answerCollected = async (body: Buffer[], done: (() => void) | undefined) => {
    if (!preparing) return
    const generation = await preparing.generation
    const prepared = preparing.pages.body(Buffer.concat(body), isDocument)
    for (const [name, value] of Object.entries(headersFor({ pageScripts: prepared.scriptHashes }))) response.setHeader(name, value)
    const headers: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (RESPONSE_OWN_HEADERS.has(name)) response.removeHeader(name)
      else headers[name] = value
    }
    const page = {
      body: prepared,
      status: response.statusCode,
      headers,
      route: routeOf(request, (request.url ?? '/').split('?')[0] ?? '/'),
      generation: generation ?? '',
    }
    // Unknown generation (Redis away): answered, not kept.
    const answer: PreparedPage =
      generation === undefined ? { ...page, madeAt: 0, refreshing: false } : preparing.pages.keep(preparing.key, page)
    response.writeHead = writeHead
    response.write = write
    response.end = end
    if (!response.destroyed) await answerPrepared(request, response, answer)
    done?.()
  }

  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined
    const headers = (message === undefined ? rest[0] : rest[1]) as OutgoingHttpHeaders | undefined
    response.statusCode = statusCode
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value)
    }
    prepare()
    // A page being prepared goes out with its headers once whole.
    if (collected) return this
    return (writeHead as (code: number, message?: string) => ServerResponse).call(this, statusCode, message)
  } as ServerResponse['writeHead']

  const rewritten = (chunk: unknown): string | unknown => {
    if (!scripts || chunk == null) return chunk
    const text = typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk as Uint8Array))
    return scripts.push(text)
  }
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === 'function') return
    collected?.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array),
    )
  }

  response.write = function (this: ServerResponse, ...args: unknown[]) {
    prepare()
    const [chunk, encoding, callback] = args
    const done = (typeof encoding === 'function' ? encoding : callback) as (() => void) | undefined
    if (collected) {
      collect(chunk, encoding)
      if (done) process.nextTick(done)
      return true
    }
    if (!scripts) return write.apply(this, args as Parameters<typeof write>)
    return write.call(this, rewritten(chunk) as string, 'utf8', done)
  } as ServerResponse['write']

  response.end = function (this: ServerResponse, ...args: unknown[]) {
    prepare()
    const [chunk, encoding] = args
    const done = args.find((argument) => typeof argument === 'function') as (() => void) | undefined
    if (collected) {
      collect(chunk, encoding)
      void answerCollected(collected, done)
      return this
    }
    if (!scripts) return end.apply(this, args as Parameters<typeof end>)
    const body = typeof chunk === 'function' ? '' : ((rewritten(chunk) as string | undefined) ?? '')
    return end.call(this, body + scripts.push(decoder.end()) + scripts.end(), 'utf8', done)
  } as ServerResponse['end']
}

/** Behind https every cookie is Secure (the CMS session and the locale cookie set none themselves). */
function secureCookies(response: ServerResponse) {
  const { setHeader, appendHeader } = response
  const secured = (name: string, value: number | string | readonly string[]) => {
    if (name.toLowerCase() !== 'set-cookie' || typeof value === 'number') return value
    const cookies = typeof value === 'string' ? [value] : value
    return cookies.map((cookie) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`))
  }
  response.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    return setHeader.call(this, name, secured(name, value))
  }
  response.appendHeader = function (this: ServerResponse, name: string, value: string | readonly string[]) {
    return appendHeader.call(this, name, secured(name, value) as string[])
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value
}
