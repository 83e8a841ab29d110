import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { gradeHeaders } from './observatory'
import { contentSecurityPolicy, scriptHash, securityHeaders } from './security-headers'

const consent = scriptHash("document.documentElement.setAttribute('data-x','')")

describe('security headers', () => {
  it('grade A+ on pages, over http and https', () => {
    for (const https of [false, true]) {
      const graded = gradeHeaders(
        new Headers(securityHeaders({ document: { nonce: 'abc', admin: false }, https, scriptHashes: [consent] })),
        { https },
      )
      expect(graded.grade, graded.findings.join('\n')).toBe('A+')
    }
  })

  it('grade A+ on API answers and files, which nothing may frame or run', () => {
    const headers = new Headers(securityHeaders({ document: undefined, https: true, scriptHashes: [] }))
    expect(gradeHeaders(headers, { https: true }).grade).toBe('A+')
    expect(headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('allow scripts by nonce and hash, never inline by default, and no frame', () => {
    const policy = contentSecurityPolicy({ document: { nonce: 'abc', admin: false }, https: false, scriptHashes: [consent] })
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ')
    expect(scripts).toEqual(expect.arrayContaining(["'self'", "'nonce-abc'", consent]))
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("worker-src 'self' blob:")
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it("a draft-mode page may be framed by the site itself (the admin's live preview), nothing else", () => {
    const preview = securityHeaders({ document: { nonce: 'abc', admin: false, preview: true }, https: false, scriptHashes: [] })
    expect(preview['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(preview['x-frame-options']).toBe('SAMEORIGIN')
    expect(securityHeaders({ document: { nonce: 'abc', admin: false }, https: false, scriptHashes: [] })['x-frame-options']).toBe('DENY')
  })

  it('a script served as the service worker may fetch from its own origin, nothing else', () => {
    const policy = contentSecurityPolicy({ document: undefined, script: true, https: false, scriptHashes: [] })
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it('send HSTS only to visitors on https', () => {
    expect(securityHeaders({ document: undefined, https: false, scriptHashes: [] })['strict-transport-security']).toBeUndefined()
    expect(securityHeaders({ document: undefined, https: true, scriptHashes: [] })['strict-transport-security']).toMatch(/max-age=63072000/)
  })

  it('the grader fails what Observatory fails', () => {
    const bare = gradeHeaders(new Headers({ 'content-type': 'text/html' }), { https: true })
    expect(bare).toMatchObject({ score: 30, grade: 'D' })
    const inline = gradeHeaders(
      new Headers({
        'content-security-policy': "script-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      }),
      { https: false },
    )
    expect(inline).toMatchObject({ score: 90, grade: 'A' })
  })

  it('lets a configured tracker load its script and send to its origin, and nothing else', () => {
    const policy = contentSecurityPolicy({
      document: { nonce: 'abc', admin: false },
      https: true,
      scriptHashes: [],
      trackerOrigin: 'https://stats.example.ch',
    })
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toContain('https://stats.example.ch')
    expect(/connect-src ([^;]*)/.exec(policy)?.[1]).toContain('https://stats.example.ch')
    expect(contentSecurityPolicy({ document: { nonce: 'abc', admin: false }, https: true, scriptHashes: [] })).not.toContain(
      'stats.example.ch',
    )
  })

  it('allows the tag manager only where one is configured, from its configured origin, and never in the admin', () => {
    const page = (tagManagerOrigin: string | undefined, admin = false) =>
      contentSecurityPolicy({ document: { nonce: 'abc', admin }, https: true, scriptHashes: [], tagManagerOrigin })
    expect(page(undefined)).not.toMatch(/google/)
    expect(/script-src ([^;]*)/.exec(page('https://www.googletagmanager.com'))?.[1]).toContain('https://www.googletagmanager.com')
    expect(/connect-src ([^;]*)/.exec(page('https://www.googletagmanager.com'))?.[1]).toContain('https://*.google-analytics.com')
    expect(/script-src ([^;]*)/.exec(page('https://tags.example.ch'))?.[1]).toContain('https://tags.example.ch')
    expect(page('https://www.googletagmanager.com', true)).not.toMatch(/google/)
  })

  it('lets the admin load its JSON editor from the one CDN folder Payload loads it from, and the site nothing of it', () => {
    const admin = contentSecurityPolicy({ document: { nonce: 'abc', admin: true }, https: true, scriptHashes: [] })
    const allowed = /script-src [^;]* (https:\/\/cdn\.jsdelivr\.net\/[^\s;]+)/.exec(admin)?.[1]
    expect(allowed).toMatch(/^https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[\d.]+\/min\/$/)
    expect(admin).not.toMatch(/https:\/\/cdn\.jsdelivr\.net[ ;]/)
    // Where Payload's admin really loads Monaco from (its bundled loader configuration).
    const chunks = path.resolve('node_modules/@payloadcms/ui/dist/exports/client')
    const bundled = readdirSync(chunks)
      .filter((name) => name.endsWith('.js'))
      .map((name) => /"(https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^"]+)"/.exec(readFileSync(path.join(chunks, name), 'utf8'))?.[1])
      .filter(Boolean)
    expect(bundled.length).toBeGreaterThan(0)
    for (const url of bundled) expect(url!.startsWith(allowed!)).toBe(true)
    expect(contentSecurityPolicy({ document: { nonce: 'abc', admin: false }, https: true, scriptHashes: [] })).not.toContain('jsdelivr')
  })
})
