import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenWith } from '../../../tests/support/listener-server'
import { acceptsEncoding, precompressedFiles } from './precompressed'

const SCRIPT = `console.log(${JSON.stringify('a chunk of the build '.repeat(200))})\n`
const STYLE = `.card{color:red}\n`.repeat(100)

let dir: string
let origin: string
let close: () => Promise<void>
/** The paths the app behind the listener (Next, in production) was asked. */
const askedApp: string[] = []

async function app(request: IncomingMessage, response: ServerResponse) {
  askedApp.push(`${request.method} ${request.url}`)
  response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8' })
  response.end(SCRIPT)
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompressed-'))
  mkdirSync(path.join(dir, 'chunks'))
  writeFileSync(path.join(dir, 'chunks/page.js'), SCRIPT)
  writeFileSync(path.join(dir, 'chunks/page.js.br'), brotliCompressSync(SCRIPT))
  writeFileSync(path.join(dir, 'chunks/site.css'), STYLE)
  writeFileSync(path.join(dir, 'chunks/site.css.br'), brotliCompressSync(STYLE))
  // Copies of files the listener does not know the type of are left to the app.
  writeFileSync(path.join(dir, 'chunks/notes.txt.br'), brotliCompressSync('notes'))
  ;({ origin, close } = await listenWith(app, { precompressed: precompressedFiles(dir, '/_next/static/') }))
})

afterAll(async () => {
  await close()
  rmSync(dir, { recursive: true, force: true })
})

/** A raw GET (fetch would decode the body and hide its encoding). */
function get(pathname: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const url = new URL(pathname, origin)
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('brotli copies of the build files', () => {
  it('are found by the URL path of the file they stand for, with its type; others are not listed', () => {
    const files = precompressedFiles(dir, '/_next/static/')
    expect([...files.keys()].sort()).toEqual(['/_next/static/chunks/page.js', '/_next/static/chunks/site.css'])
    expect(files.get('/_next/static/chunks/site.css')?.type).toBe('text/css; charset=utf-8')
    expect(precompressedFiles(path.join(dir, 'missing'), '/_next/static/').size).toBe(0)
  })

  it('go to browsers that take brotli, whole, with a year of caching and the security headers, without the app', async () => {
    askedApp.length = 0
    const answer = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength)
    expect(answer.body.byteLength).toBeLessThan(SCRIPT.length / 10)
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT)

    const head = await get('/_next/static/chunks/site.css', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(head.body.byteLength).toBe(0)
    expect(askedApp).toEqual([])
  })

  it('leave other browsers, other files and other methods to the app', async () => {
    askedApp.length = 0
    const gzipOnly = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'gzip' })
    expect(gzipOnly.headers['content-encoding']).toBeUndefined()
    expect(gzipOnly.body.toString()).toBe(SCRIPT)
    await get('/_next/static/chunks/page.js', { 'accept-encoding': 'gzip, br;q=0' })
    await get('/_next/static/chunks/other.js', { 'accept-encoding': 'br' })
    await get('/_next/static/chunks/notes.txt', { 'accept-encoding': 'br' })
    await get('/_next/static/chunks/page.js', { 'accept-encoding': 'br' }, 'POST')
    expect(askedApp).toEqual([
      'GET /_next/static/chunks/page.js',
      'GET /_next/static/chunks/page.js',
      'GET /_next/static/chunks/other.js',
      'GET /_next/static/chunks/notes.txt',
      'POST /_next/static/chunks/page.js',
    ])
  })
})

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['br;q=0.0', false],
    ['gzip, deflate', false],
    ['brotli', false],
    ['', false],
  ])('%j → %s', (header, accepted) => {
    expect(acceptsEncoding(header, 'br')).toBe(accepted)
  })

  it('reads a header given twice', () => {
    expect(acceptsEncoding(['gzip', 'br'], 'br')).toBe(true)
  })

  it('names any encoding', () => {
    expect(acceptsEncoding('gzip;q=0.8, br', 'gzip')).toBe(true)
    expect(acceptsEncoding('gzip;q=0, br', 'gzip')).toBe(false)
    expect(acceptsEncoding('x-gzip', 'gzip')).toBe(false)
  })
})
