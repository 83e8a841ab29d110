import { describe, expect, it } from 'vitest'

import { absoluteUrl, siteOrigin } from './site-url'

const hosts = 'a.localhost=1,www.a.localhost=1,b.localhost=2'

describe('site origin (from configuration, never the request)', () => {
  it('is the scheme and the first host named for the site', () => {
    expect(siteOrigin(1, { scheme: 'https', siteHosts: hosts, baseUrls: undefined })).toBe('https://a.localhost')
    expect(siteOrigin(2, { scheme: 'http', siteHosts: hosts, baseUrls: undefined })).toBe('http://b.localhost')
  })

  it('takes an explicit base URL first, keeping only its origin', () => {
    const config = { scheme: 'https' as const, siteHosts: hosts, baseUrls: '2=https://entremont.example.ch:8443/x, 9=https://no.example' }
    expect(siteOrigin(2, config)).toBe('https://entremont.example.ch:8443')
    expect(siteOrigin(1, config)).toBe('https://a.localhost')
  })

  it('falls back to localhost for a site no host names', () => {
    expect(siteOrigin(3, { scheme: 'https', siteHosts: hosts, baseUrls: undefined })).toBe('https://localhost')
  })

  it('makes site paths absolute and keeps absolute URLs', () => {
    expect(absoluteUrl('https://a.localhost', '/de/bestellung')).toBe('https://a.localhost/de/bestellung')
    expect(absoluteUrl('https://a.localhost', '/')).toBe('https://a.localhost/')
    expect(absoluteUrl('https://a.localhost', 'https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp')
  })
})
