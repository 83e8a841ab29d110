import { get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http'
import { once } from 'node:events'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { listenWith } from '../../../tests/support/listener-server'
import { movePageGeneration } from '../page-generation'
import { responseCompression } from './compression'
import { frameworkScriptHashes } from './framework-scripts'
import { encodingFor, PreparedPages } from './prepared-pages'
import { scriptHash } from './security-headers'

const CONSENT = 'document.documentElement.dataset.consent=""'
const page = (title: string) =>
  [
    `<!DOCTYPE html><html><head><title>${title}</title><script>${CONSENT}</script></head><body>`,
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    `<script>self.__next_f.push([1,"0:{\\"title\\":\\"${title}\\"}\\n"])</script>`,
    '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
    `<p>${'Internet, TV, mobile. '.repeat(200)}</p></body></html>`,
  ].join('')

/**
 * The router's flight data of a page, as Next streams it for one segment; it may quote HTML (a
 * rich-text field), which must go out as it came.
 */
const flight = (path: string, segment: string) =>
  `0:{"path":"${path}","segment":"${segment}"}\n1:"<script src=\\"/_next/static/chunks/a.js\\" async=\\"\\"></script>"\n`

/** What the app behind the listener (Next, in production) answers, and what it was asked. */
const app = {
  asked: [] as string[],
  title: 'Accueil',
  cache: 'HIT',
  setCookie: undefined as string | undefined,
  async handle(request: IncomingMessage, response: ServerResponse) {
    app.asked.push(`${request.method} ${request.url}`)
    if (request.url?.startsWith('/api/')) {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{}')
      return
    }
    response.setHeader('x-nextjs-cache', app.cache)
    response.setHeader('cache-control', 's-maxage=3600, stale-while-revalidate=31532400')
    response.setHeader('vary', 'rsc, next-router-state-tree')
    if (request.headers.rsc === '1') {
      response.setHeader('content-type', 'text/x-component')
      response.end(flight(request.url ?? '', String(request.headers['next-router-segment-prefetch'] ?? '')))
      return
    }
    response.setHeader('content-type', 'text/html; charset=utf-8')
    if (app.setCookie) response.setHeader('set-cookie', app.setCookie)
    response.statusCode = request.url?.startsWith('/missing') ? 404 : 200
    // As Next streams a page: headers flushed, then the body in pieces.
    response.flushHeaders()
    const body = page(app.title)
    response.write(body.slice(0, 100))
    response.end(body.slice(100))
  },
}

let clock = 0
const pages = new PreparedPages({ now: () => clock })
let origin: string
let close: () => Promise<void>

beforeAll(async () => {
  ;({ origin, close } = await listenWith((request, response) => app.handle(request, response), {
    pages,
    compress: responseCompression(),
    scriptHashes: [scriptHash(CONSENT)],
  }))
})

afterAll(() => close())

beforeEach(() => {
  app.asked.length = 0
  app.cache = 'HIT'
  app.setCookie = undefined
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(origin + path, { headers })

describe('a page Next serves from its cache', () => {
  it('is prepared once: its own scripts allowed by hash, nothing else, and answered again without the app', async () => {
    const first = await get('/accueil')
    const body = await first.text()
    expect(body).toBe(page('Accueil'))
    const policy = first.headers.get('content-security-policy') ?? ''
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? []
    expect(scripts).not.toContainEqual(expect.stringMatching(/^'nonce-/))
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).toEqual(["'self'", ...frameworkScriptHashes(body), scriptHash(CONSENT)])
    expect(scripts).toHaveLength(4)
    expect(scripts).not.toContain(scriptHash('self.__next_f.push([1,"x"]);alert(1)'))
    expect(first.headers.get('cache-control')).toBe('max-age=0, must-revalidate, s-maxage=3600, stale-while-revalidate=31532400')

    const again = await get('/accueil')
    expect(await again.text()).toBe(body)
    expect(again.headers.get('content-security-policy')).toBe(policy)
    expect(app.asked).toEqual(['GET /accueil'])
  })

  it('comes compressed once per encoding, the same bytes for every client; a client holding it gets 304', async () => {
    await get('/offres')
    const raw = async (encoding: string) => {
      const response = await fetch(origin + '/offres', { headers: { 'accept-encoding': encoding } })
      return { response, bytes: Buffer.from(await response.arrayBuffer()) }
    }
    // fetch decodes what it is sent; the sizes tell the encodings apart.
    const br = await raw('br, gzip')
    const gzip = await raw('gzip')
    const plain = await raw('identity')
    expect(br.response.headers.get('content-encoding')).toBe('br')
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip')
    expect(plain.response.headers.get('content-encoding')).toBeNull()
    for (const { bytes } of [br, gzip, plain]) expect(bytes.toString()).toBe(page('Accueil'))
    expect(br.response.headers.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding')
    const etag = br.response.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"/)
    expect(gzip.response.headers.get('etag')).toBe(etag)
    expect((await get('/offres', { 'if-none-match': etag })).status).toBe(304)
    expect(app.asked).toEqual(['GET /offres'])
  })

  it('is asked of the app again once the page cache was expired (a publication), on time (after a second), never for a visitor of its own', async () => {
    await get('/contact')
    await get('/contact')
    expect(app.asked).toHaveLength(1)
    app.title = 'Contact publié'
    await movePageGeneration()
    expect(await (await get('/contact')).text()).toBe(page('Contact publié'))
    expect(app.asked).toHaveLength(2)

    clock += 999
    await get('/contact')
    expect(app.asked).toHaveLength(2)
    clock += 1
    await get('/contact')
    expect(app.asked).toHaveLength(3)

    for (const headers of <Record<string, string>[]>[
      { cookie: 'payload-token=abc' },
      { cookie: 'a=b; __prerender_bypass=1' },
      { authorization: 'Bearer x' },
    ]) {
      await get('/contact', headers)
    }
    expect(app.asked).toHaveLength(6)
    await get('/api/contents')
    await get('/api/contents')
    expect(app.asked).toHaveLength(8)
  })

  it('a due copy is made again by one request while the others still get it', async () => {
    app.title = 'Réseau'
    await get('/reseau')
    clock += 1000
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => get('/reseau').then((response) => response.text())))
    expect(new Set(answers)).toEqual(new Set([page('Réseau')]))
    expect(app.asked).toEqual(['GET /reseau', 'GET /reseau'])
  })

  it('per host, address and locale cookie; a locale address keeps setting its language', async () => {
    app.title = 'Start'
    app.setCookie = 'NEXT_LOCALE=de; Path=/; Expires=Sun, 28 Nov 2027 10:00:00 GMT; Max-Age=31536000; SameSite=lax'
    await get('/de')
    const again = await get('/de')
    expect(again.headers.get('set-cookie')).toBe(app.setCookie)
    await get('/de', { cookie: 'NEXT_LOCALE=fr' })
    // fetch sends its own Host header.
    const [other] = await once(httpGet(`${origin}/de`, { headers: { host: 'b.localhost' } }), 'response')
    ;(other as IncomingMessage).resume()
    await get('/de?x=1')
    expect(app.asked).toEqual(['GET /de', 'GET /de', 'GET /de', 'GET /de?x=1'])
  })

  it('a new render, a 404, another cookie: streamed with a nonce as before, and no copy made', async () => {
    for (const cache of ['MISS', 'HIT']) {
      app.cache = cache
      app.setCookie = cache === 'HIT' ? 'session=abc; Path=/' : undefined
      for (const path of ['/nouvelle', '/missing']) {
        const response = await get(path)
        const body = await response.text()
        const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
        expect(nonce).toBeTruthy()
        expect(body.split(`<script nonce="${nonce}">`)).toHaveLength(3)
        expect(response.headers.get('etag')).toBeNull()
      }
    }
    expect(app.asked).toHaveLength(4)
    await get('/nouvelle')
    expect(app.asked).toHaveLength(5)
  })
})

describe("the router's requests for a page Next serves from its cache", () => {
  const prefetch = { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' }

  it('get a copy each, by the router headers they send, their flight data as it came; the page its own', async () => {
    app.title = 'Télévision'
    const first = await get('/tv?_rsc=abc', prefetch)
    expect(first.headers.get('content-type')).toBe('text/x-component')
    expect(await first.text()).toBe(flight('/tv?_rsc=abc', '/_tree'))
    expect(first.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    expect(first.headers.get('etag')).toMatch(/^W\/"/)
    const again = await get('/tv?_rsc=abc', prefetch)
    expect(await again.text()).toBe(flight('/tv?_rsc=abc', '/_tree'))
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    expect(await (await get('/tv?_rsc=abc', { ...prefetch, 'next-router-segment-prefetch': '/_index' })).text()).toBe(
      flight('/tv?_rsc=abc', '/_index'),
    )
    const navigation = { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' }
    await get('/tv?_rsc=abc', navigation)
    await get('/tv?_rsc=abc', navigation)
    await get('/tv?_rsc=abc', { ...navigation, 'next-url': '/offres' })
    const document = await get('/tv')
    expect(await document.text()).toBe(page('Télévision'))
    expect(app.asked).toEqual(['GET /tv?_rsc=abc', 'GET /tv?_rsc=abc', 'GET /tv?_rsc=abc', 'GET /tv?_rsc=abc', 'GET /tv'])
  })

  it('made anew (not from the cache) or for a visitor of their own: always asked of the app', async () => {
    app.cache = 'MISS'
    await get('/radio?_rsc=abc', prefetch)
    await get('/radio?_rsc=abc', prefetch)
    app.cache = 'HIT'
    await get('/radio?_rsc=abc', { ...prefetch, cookie: 'payload-token=abc' })
    await get('/radio?_rsc=abc', { ...prefetch, cookie: 'payload-token=abc' })
    expect(app.asked).toHaveLength(4)
  })
})

describe('encodingFor', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    [undefined, 'identity'],
  ])('%j → %s', (header, encoding) => {
    expect(encodingFor(header)).toBe(encoding)
  })
})

describe('the bodies kept', () => {
  it('are shared by every key with the same bytes and go least recently used first, with the keys that held them', () => {
    const store = new PreparedPages({ maxBytes: 2500 })
    const keep = (key: string, text: string) =>
      store.keep(key, { body: store.body(Buffer.from(text)), status: 200, headers: {}, route: '/', generation: '0' })
    const a = keep('a', 'A'.repeat(1000))
    expect(keep('a2', 'A'.repeat(1000)).body).toBe(a.body)
    keep('b', 'B'.repeat(1000))
    keep('c', 'C'.repeat(1000))
    expect(store.find('a')).toBeUndefined()
    expect(store.find('a2')).toBeUndefined()
    expect(store.find('b')?.body.identity.toString()).toBe('B'.repeat(1000))
    expect(store.find('c')).toBeDefined()
  })
})

// Decoders proving the encodings are what they say (fetch above decodes them itself).
describe('the compressed copies', () => {
  it('decode to the page', async () => {
    const store = new PreparedPages()
    const body = store.body(Buffer.from(page('Copie')))
    expect(brotliDecompressSync(await body.encoded('br')).toString()).toBe(page('Copie'))
    expect(gunzipSync(await body.encoded('gzip')).toString()).toBe(page('Copie'))
    expect((await body.encoded('br')).length).toBeLessThan(body.identity.length / 4)
  })
})
