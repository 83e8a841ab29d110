import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { CHUNKS_AFTER_FIRST_PAINT, frameworkScriptHashes, PageScripts, preparedPage } from './framework-scripts'
import { scriptHash } from './security-headers'

const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b_2-c.js" async=""></script>',
  '<script>document.documentElement.setAttribute("x","")</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head><body>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"a\\":\\"\\u003cscript\\u003e\\"}\\n"])</script>',
  '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
  '<script>self.__next_f.push([1,"x"]);alert(self.__next_f.push([1]))</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"]});</script>',
  '<p>&lt;script&gt;</p><script src="/_next/static/chunks/late.js" async=""></script></body></html>',
].join('')

/** The page as it goes out: the head's chunk scripts waiting for the first paint behind the script that starts them. */
const WAITING = [
  `<script>${CHUNKS_AFTER_FIRST_PAINT}</script>`,
  '<script type="text/x-chunk-after-first-paint" data-src="/_next/static/chunks/a.js"></script>',
  '<script type="text/x-chunk-after-first-paint" data-src="/_next/static/chunks/b_2-c.js"></script>',
].join('')
const OUT = PAGE.replace(
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b_2-c.js" async=""></script>',
  WAITING,
)

function signAll(chunks: string[]): string {
  const scripts = new PageScripts('N0nce')
  return chunks.map((chunk) => scripts.push(chunk)).join('') + scripts.end()
}

describe('inline script nonce', () => {
  it("signs only the framework's own inline scripts", () => {
    const signed = signAll([PAGE])
    expect(signed.match(/<script nonce="N0nce"[ >]/g)).toHaveLength(4)
    expect(signed).toContain('<script nonce="N0nce" id="_R_">(globalThis')
    expect(signed).toContain('<script nonce="N0nce">(self.__next_f=self.__next_f||[]).push([0])</script>')
    expect(signed).toContain(`<script nonce="N0nce">${CHUNKS_AFTER_FIRST_PAINT}</script>`)
    // Anything else inline stays unsigned: the browser refuses it (the consent script goes by hash).
    expect(signed).toContain('<script>self.__next_f.push([1,"x"]);alert(1)</script>')
    expect(signed).toContain('<script>document.documentElement')
    expect(signed).toContain('<script type="application/ld+json">')
    expect(signed.replaceAll(' nonce="N0nce"', '')).toBe(OUT)
  })

  it('gives the same page whatever the chunk boundaries', () => {
    const whole = signAll([PAGE])
    for (let size = 1; size < 40; size += 3) {
      const chunks = PAGE.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []
      expect(signAll(chunks)).toBe(whole)
    }
  })
})

describe("the head's chunk scripts", () => {
  it('wait for the first paint behind one script that starts them; a chunk script after the head loads at once', () => {
    expect(preparedPage(PAGE)).toBe(OUT)
    expect(OUT).toContain('<p>&lt;script&gt;</p><script src="/_next/static/chunks/late.js" async=""></script>')
    expect(preparedPage(preparedPage(PAGE))).toBe(OUT)
  })

  it("load as Next writes them on the admin's pages, which keep nothing a visitor does before they run", () => {
    const scripts = new PageScripts('N0nce', false)
    const admin = scripts.push(PAGE) + scripts.end()
    expect(admin).toContain('<script src="/_next/static/chunks/a.js" async=""></script>')
    expect(admin).not.toContain(CHUNKS_AFTER_FIRST_PAINT)
    expect(admin).not.toContain('text/x-chunk-after-first-paint')
  })

  it('are found whatever the chunk boundaries, the end of the head included', () => {
    const page = PAGE.replace('</head>', '</head>'.padStart(60, ' '))
    const whole = signAll([page])
    for (let size = 1; size < 12; size++) {
      const chunks = page.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []
      expect(signAll(chunks)).toBe(whole)
    }
  })
})

describe('inline script hashes', () => {
  it('hash exactly the scripts the nonce would sign, each once', () => {
    const signed = [...signAll([PAGE]).matchAll(/<script nonce="N0nce"[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) =>
      scriptHash(body ?? ''),
    )
    expect(frameworkScriptHashes(OUT)).toEqual(signed)
    expect(frameworkScriptHashes(OUT + OUT)).toEqual(signed)
    expect(frameworkScriptHashes(OUT)).not.toContain(scriptHash('self.__next_f.push([1,"x"]);alert(1)'))
  })
})

/**
 * Next's own writers of the shapes above (private modules, reached here only): a Next that writes
 * its payload or its chunk list differently fails these, before a browser refuses a page.
 */
describe("Next's inline scripts are recognised", () => {
  const require = createRequire(import.meta.url)

  async function flightScripts(chunks: (string | Uint8Array)[]): Promise<string> {
    const { createInlinedDataReadableStream } = require('next/dist/server/app-render/use-flight-response') as {
      createInlinedDataReadableStream: (flight: ReadableStream<Uint8Array>, nonce: string | undefined, formState: null) => ReadableStream
    }
    const flight = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk)
        controller.close()
      },
    })
    return new Response(createInlinedDataReadableStream(flight, undefined, null)).text()
  }

  it('the flight payload, as text and as binary, with what would close the script escaped', async () => {
    const html = await flightScripts(['0:{"a":"</script><script>alert(1)</script>"}\n', new Uint8Array([0xff, 0xfe, 0x00])])
    const scripts = html.match(/<script>[\s\S]*?<\/script>/g) ?? []
    expect(scripts).toHaveLength(3)
    expect(frameworkScriptHashes(html)).toHaveLength(3)
    expect(signAll([html]).match(/<script nonce="N0nce">/g)).toHaveLength(3)
  })

  it("Turbopack's chunk list", () => {
    const { getTurbopackChunkGroupBootstrap } = require('next/dist/server/get-page-files') as {
      getTurbopackChunkGroupBootstrap: (params: object, global: string, pages: string[]) => string
    }
    const body = getTurbopackChunkGroupBootstrap({ '/page': { otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [1] } }, 'TURBOPACK', [
      '/page',
    ])
    expect(frameworkScriptHashes(`<script id="_R_">${body}</script>`)).toEqual([scriptHash(body)])
  })

  it("the head's chunk scripts, as React writes what Next preinits", async () => {
    const { getRequiredScripts } = require('next/dist/server/app-render/required-scripts') as {
      getRequiredScripts: (manifest: object, assetPrefix: string, ...rest: unknown[]) => [() => void, unknown]
    }
    const { createElement } = require('react') as typeof import('react')
    const { renderToReadableStream } = require('react-dom/server.edge') as typeof import('react-dom/server')
    const [preinitScripts] = getRequiredScripts(
      { rootMainFiles: ['static/chunks/start.js', 'static/chunks/a.js'] },
      '',
      undefined,
      undefined,
      '',
      undefined,
      '/page',
    )
    function Page() {
      preinitScripts()
      return createElement('html', null, createElement('head'), createElement('body', null, 'x'))
    }
    const html = await new Response(await renderToReadableStream(createElement(Page))).text()
    expect(html).toContain('<script src="/_next/static/chunks/a.js" async=""></script>')
    expect(preparedPage(html)).toContain('<script type="text/x-chunk-after-first-paint" data-src="/_next/static/chunks/a.js"></script>')
    expect(preparedPage(html)).not.toContain('<script src="/_next/static/chunks/a.js"')
  })
})
