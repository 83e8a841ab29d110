import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { requestIsHttps, requestOrigin } from './request-origin'

const request = (url: string, headers: Record<string, string>) => ({ url, headers: new Headers(headers) })

describe('the origin of the links a request sends by mail', () => {
  const saved = process.env.SITE_HOSTS
  beforeEach(() => {
    process.env.SITE_HOSTS = 'www.example.ch=1,fribourg.example.ch=3'
  })
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_HOSTS
    else process.env.SITE_HOSTS = saved
  })

  it('keeps the host the visitor used when the site map lists it, in the scheme the proxy forwarded', () => {
    expect(requestOrigin(request('http://127.0.0.1:3000/api/x', { host: 'fribourg.example.ch', 'x-forwarded-proto': 'https' }))).toBe(
      'https://fribourg.example.ch',
    )
    expect(requestOrigin(request('http://127.0.0.1:3000/api/x', { host: 'www.example.ch:3000' }))).toBe('http://www.example.ch:3000')
  })

  it('never puts a forged host in a mail: the server address instead', () => {
    expect(requestOrigin(request('http://127.0.0.1:3000/api/x', { host: 'evil.example.com' }))).toBe('http://127.0.0.1:3000')
  })

  it('is https when the server itself is, or the first forwarded scheme is', () => {
    expect(requestIsHttps(request('https://www.example.ch/', {}))).toBe(true)
    expect(requestIsHttps(request('http://127.0.0.1/', { 'x-forwarded-proto': 'https, http' }))).toBe(true)
    expect(requestIsHttps(request('http://127.0.0.1/', { 'x-forwarded-proto': 'http' }))).toBe(false)
  })
})
