import { describe, expect, it } from 'vitest'

import { InlineScriptNonce } from './script-nonce'

const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>document.documentElement.setAttribute("x","")</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head><body>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"a\\":\\"\\u003cscript\\u003e\\"}\\n"])</script>',
  '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
  '<script>self.__next_f.push([1,"x"]);alert(self.__next_f.push([1]))</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"]});</script>',
  '<p>&lt;script&gt;</p></body></html>',
].join('')

function signAll(chunks: string[]): string {
  const signer = new InlineScriptNonce('N0nce')
  return chunks.map((chunk) => signer.push(chunk)).join('') + signer.end()
}

describe('inline script nonce', () => {
  it("signs only the framework's own inline scripts", () => {
    const signed = signAll([PAGE])
    expect(signed.match(/<script nonce="N0nce"[ >]/g)).toHaveLength(3)
    expect(signed).toContain('<script nonce="N0nce" id="_R_">(globalThis')
    expect(signed).toContain('<script nonce="N0nce">(self.__next_f=self.__next_f||[]).push([0])</script>')
    // Anything else inline stays unsigned: the browser refuses it (the consent script goes by hash).
    expect(signed).toContain('<script>self.__next_f.push([1,"x"]);alert(1)</script>')
    expect(signed).toContain('<script>document.documentElement')
    expect(signed).toContain('<script src="/_next/static/chunks/a.js" async=""></script>')
    expect(signed).toContain('<script type="application/ld+json">')
    expect(signed.replaceAll(' nonce="N0nce"', '')).toBe(PAGE)
  })

  it('gives the same page whatever the chunk boundaries', () => {
    const whole = signAll([PAGE])
    for (let size = 1; size < 40; size += 3) {
      const chunks = PAGE.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []
      expect(signAll(chunks)).toBe(whole)
    }
  })
})
