import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { frameworkScriptHashes, preparedPage } from './framework-scripts'
import { acceptsEncoding } from './precompressed'

/**
 * Prepared copies of the pages Next serves from its page cache, answered by the production
 * listener without Next: what used to be done per response (signing the inline scripts with a
 * fresh nonce, compressing) is done once per stored page. The router's requests for such a page (its
 * flight data, the prefetches of the links in view) get copies of their own, keyed by the router's
 * headers: a page view prefetches about a dozen links, which together cost the server more than the
 * page itself. A copy is made from Next's own answer
 * (a page from its cache: `x-nextjs-cache` HIT or STALE), so Next's cache stays the one truth,
 * per site and locale, shared through Redis with several instances. A copy is answered while
 *  - the page cache has not been expired since it was made (src/lib/page-generation.ts: an
 *    editor's publication, on any instance), and
 *  - it is younger than FRESH_MS; after that the next request goes to Next again, while the
 *    others still get the copy, so that Next revalidates its pages on time as before (a page
 *    whose body has not changed keeps its hashes and compressed copies).
 */

/** How long a copy is answered before Next is asked again: as long as the front's micro-cache (deploy/nginx). */
const FRESH_MS = 1000
/** The bodies kept, in bytes, all encodings counted (least recently used go first). */
const MAX_BYTES = 64 * 1024 * 1024
/** The request keys kept (many addresses may share a body: a query string, a locale cookie). */
const MAX_KEYS = 20_000

/**
 * Cookies that make a page a visitor's own (a draft preview, signed-in staff and partners): such
 * requests always reach Next, as they pass the front's cache (deploy/nginx, $operator_private_cookie).
 */
const PRIVATE_COOKIE = /(?:^|;\s*)(payload-token|__prerender_bypass|__next_preview_data|partner_session)=/
/** The router's own requests (flight data, prefetches): a page's other representations, each its own copy. */
const ROUTER_HEADER = /^(rsc|next-.*)$/
/** What Next answers from its page cache: a page, or the router's flight data of one. */
const PAGE_TYPE = /^text\/(html|x-component)\b/i
/** The language cookie of a locale address, the one cookie a cached page may set (as at the front). */
const LOCALE_COOKIE = /^NEXT_LOCALE=(fr|de|en); Path=\/; Expires=[^;]+; Max-Age=\d+; SameSite=lax(; Secure)?$/
const LOCALE_COOKIE_VALUE = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/

export type Encoding = 'br' | 'gzip' | 'identity'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** The best encoding a client takes (brotli, gzip, else none). */
export function encodingFor(header: string | string[] | undefined): Encoding {
  if (acceptsEncoding(header, 'br')) return 'br'
  return acceptsEncoding(header, 'gzip') ? 'gzip' : 'identity'
}

/**
 * One page's bytes as Next's cache holds them, prepared once: its scripts rewritten as every page's
 * are (framework-scripts.ts), their hashes, and a copy per encoding, compressed off the main thread
 * when first asked and kept. Every request key answering the same bytes shares it.
 */
export class PreparedBody {
  readonly identity: Buffer
  readonly scriptHashes: readonly string[]
  private readonly copies = new Map<Encoding, Promise<Buffer>>()
  private compressed = 0

  constructor(
    nextBytes: Buffer,
    readonly id: string,
    private readonly onGrown: (body: PreparedBody, bytes: number) => void,
    /** An HTML page, whose scripts are rewritten; the router's flight data goes out as it came. */
    document = true,
  ) {
    const page = document ? preparedPage(nextBytes.toString('utf8')) : undefined
    this.identity = page === undefined ? nextBytes : Buffer.from(page)
    this.scriptHashes = page === undefined ? [] : frameworkScriptHashes(page)
  }

  get size(): number {
    return this.identity.length + this.compressed
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.identity)
    let copy = this.copies.get(encoding)
    if (!copy) {
      // Once per page: the best ratios that still take milliseconds (brotli 11 takes a second here).
      copy =
        encoding === 'br'
          ? brotli(this.identity, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 8,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzipped(this.identity, { level: 9 })
      void copy.then(
        (bytes) => {
          this.compressed += bytes.length
          this.onGrown(this, bytes.length)
        },
        () => this.copies.delete(encoding),
      )
      this.copies.set(encoding, copy)
    }
    return copy
  }
}

/** A page's answer as one request key gets it. */
export type PreparedPage = {
  body: PreparedBody
  status: number
  /** The answer's headers, security headers included (the script policy names the body's hashes). */
  headers: OutgoingHttpHeaders
  /** The metrics' route label of the request that made it. */
  route: string
  /** The page generation (src/lib/page-generation.ts) read before Next was asked. */
  generation: string
  madeAt: number
  /** A request has gone to Next to make it again; the others get this copy meanwhile. */
  refreshing: boolean
}

export class PreparedPages {
  private readonly pages = new Map<string, PreparedPage>()
  private readonly bodies = new Map<string, PreparedBody>()
  private bytes = 0

  private readonly now: () => number
  private readonly maxBytes: number

  constructor({ now = () => performance.now(), maxBytes = MAX_BYTES }: { now?: () => number; maxBytes?: number } = {}) {
    this.now = now
    this.maxBytes = maxBytes
  }

  /**
   * The key of a request that may be answered from a copy: a GET or HEAD of a page, by its scheme,
   * host and address, the request headers the locale routing reads (the language cookie, and
   * Sec-Fetch-* that decide whether it is set), and the router's headers, which Next's answer varies
   * on. Undefined for requests that always reach Next.
   */
  keyOf(request: IncomingMessage, https: boolean): string | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
    const url = request.url ?? '/'
    if (url.startsWith('/_next/') || url.startsWith('/api/')) return undefined
    const { headers } = request
    if (headers.authorization !== undefined) return undefined
    const cookie = headers.cookie ?? ''
    if (PRIVATE_COOKIE.test(cookie)) return undefined
    const router = Object.keys(headers)
      .filter((name) => ROUTER_HEADER.test(name))
      .sort()
      .map((name) => `${name}=${String(headers[name])}`)
    return [
      https ? 'https' : 'http',
      headers.host?.toLowerCase() ?? '',
      url,
      LOCALE_COOKIE_VALUE.exec(cookie)?.[1] ?? '',
      headers['sec-fetch-dest'] ?? '',
      headers['sec-fetch-mode'] ?? '',
      ...router,
    ].join('\n')
  }

  /** The copy a key has, fresh or not. */
  find(key: string): PreparedPage | undefined {
    return this.pages.get(key)
  }

  /** Whether a copy may be answered at `generation`: made at it, and fresh or being made again. */
  answerable(page: PreparedPage, generation: string): boolean {
    return page.generation === generation && (page.refreshing || this.now() - page.madeAt < FRESH_MS)
  }

  /** Whether a copy is due to be made again (and nobody is at it yet): the caller goes to Next. */
  due(page: PreparedPage, generation: string): boolean {
    return page.generation === generation && !page.refreshing && this.now() - page.madeAt >= FRESH_MS
  }

  /** The prepared body for these bytes (an HTML page's, or flight data): the one already kept, or a new one. */
  body(identity: Buffer, document = true): PreparedBody {
    const id = createHash('sha256')
      .update(document ? 'html\n' : 'flight\n')
      .update(identity)
      .digest('base64url')
    const kept = this.bodies.get(id)
    if (kept) {
      // Most recently used last.
      this.bodies.delete(id)
      this.bodies.set(id, kept)
      return kept
    }
    const made = new PreparedBody(
      identity,
      id,
      (body, bytes) => {
        if (this.bodies.get(body.id) === body) this.grown(bytes)
      },
      document,
    )
    this.bodies.set(id, made)
    this.grown(made.size)
    return made
  }

  keep(key: string, page: Omit<PreparedPage, 'madeAt' | 'refreshing'>): PreparedPage {
    const kept = { ...page, madeAt: this.now(), refreshing: false }
    this.pages.delete(key)
    this.pages.set(key, kept)
    if (this.pages.size > MAX_KEYS) this.pages.delete(this.pages.keys().next().value as string)
    return kept
  }

  forget(key: string): void {
    this.pages.delete(key)
  }

  private grown(bytes: number): void {
    this.bytes += bytes
    if (this.bytes <= this.maxBytes) return
    for (const [id, body] of this.bodies) {
      if (this.bytes <= this.maxBytes || this.bodies.size === 1) break
      this.bodies.delete(id)
      this.bytes -= body.size
    }
    // A key whose body went answers from Next again.
    for (const [key, page] of this.pages) if (!this.bodies.has(page.body.id)) this.pages.delete(key)
  }
}

/**
 * Whether Next's answer to a keyed request may become a copy: a whole page or its flight data from
 * its cache, for anyone (no private cache control), setting no cookie but the language of a locale
 * address.
 */
export function isPreparable(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' || response.statusCode !== 200) return false
  if (!PAGE_TYPE.test(String(response.getHeader('content-type') ?? ''))) return false
  if (!/^(HIT|STALE)$/.test(String(response.getHeader('x-nextjs-cache') ?? ''))) return false
  if (/private|no-store|no-cache/i.test(String(response.getHeader('cache-control') ?? ''))) return false
  if (response.getHeader('content-encoding') !== undefined) return false
  const cookies = response.getHeader('set-cookie')
  return [cookies ?? []].flat().every((cookie) => LOCALE_COOKIE.test(String(cookie)))
}

/** Answers a copy in the client's encoding; a client holding the same body (its ETag) gets 304. */
export async function answerPrepared(request: IncomingMessage, response: ServerResponse, page: PreparedPage): Promise<void> {
  let encoding = encodingFor(request.headers['accept-encoding'])
  const etag = `W/"${page.body.id}"`
  const headers = { ...page.headers, etag, vary: varyOnEncoding(page.headers.vary) }
  if (page.status === 200 && etagMatches(request.headers['if-none-match'], etag)) {
    response.writeHead(304, headers)
    response.end()
    return
  }
  let bytes: Buffer
  try {
    bytes = await page.body.encoded(encoding)
  } catch {
    bytes = page.body.identity
    encoding = 'identity'
  }
  response.writeHead(page.status, {
    ...headers,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-length': String(bytes.length),
  })
  response.end(request.method === 'HEAD' ? undefined : bytes)
}

function varyOnEncoding(vary: OutgoingHttpHeaders['vary']): string {
  const names = [vary ?? []]
    .flat()
    .flatMap((value) => String(value).split(','))
    .map((name) => name.trim())
    .filter(Boolean)
  return names.some((name) => name.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ')
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const bare = etag.slice(2)
  return header.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value === etag || value === bare
  })
}
