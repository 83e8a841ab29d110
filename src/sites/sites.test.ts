import { describe, expect, it } from 'vitest'

import { audienceOf, themeClasses } from './audience'
import { hostWithoutPort, parseSiteHosts, resolveSite } from './resolve-site'

describe('site resolution (§1: configuration first, then host, else 1)', () => {
  const siteHosts = 'a.localhost=1,b.localhost=2,c.localhost=3'

  it('SITE_ID wins over the host map', () => {
    expect(resolveSite({ siteIdOverride: '3', siteHosts, host: 'b.localhost:3000' })).toBe(3)
  })

  it('the host map picks the site, matched without the port', () => {
    expect(resolveSite({ siteIdOverride: undefined, siteHosts, host: 'b.localhost:3000' })).toBe(2)
    expect(resolveSite({ siteIdOverride: undefined, siteHosts, host: 'C.LOCALHOST' })).toBe(3)
  })

  it('an unknown host or an invalid SITE_ID falls back to site 1', () => {
    expect(resolveSite({ siteIdOverride: '9', siteHosts, host: 'elsewhere.ch' })).toBe(1)
    expect(resolveSite({ siteIdOverride: undefined, siteHosts: undefined, host: undefined })).toBe(1)
  })

  it('ignores malformed host-map entries', () => {
    expect([...parseSiteHosts('x=1,broken,y=7,z= 2 ').entries()]).toEqual([
      ['x', 1],
      ['z', 2],
    ])
  })

  it('strips ports from IPv4, names and IPv6 literals', () => {
    expect(hostWithoutPort('127.0.0.1:3000')).toBe('127.0.0.1')
    expect(hostWithoutPort('[::1]:3000')).toBe('[::1]')
    expect(hostWithoutPort(' B.localhost:3000 ')).toBe('b.localhost')
  })

  it('a Host header that is no host and port names no site: never matched by its prefix', () => {
    for (const forged of [
      'b.localhost:3200@evil.example',
      'b.localhost@evil.example',
      'b.localhost/evil.example',
      'b.localhost evil.example',
      'b.localhost:3000:80',
      'b.localhost:evil',
      'b.localhost:',
      '[::1',
      '[::1]evil',
      '[::1]:80@evil.example',
    ]) {
      expect(hostWithoutPort(forged), forged).toBe('')
      expect(resolveSite({ siteIdOverride: undefined, siteHosts, host: forged }), forged).toBe(1)
    }
  })
})

describe('audience (§1: first entry of the section list)', () => {
  it('business and academy are distinct, anything else is private', () => {
    expect(audienceOf(['business', 'academy'])).toBe('business')
    expect(audienceOf(['academy'])).toBe('academy')
    expect(audienceOf(['bliblablo', 'business'])).toBe('private')
    expect(audienceOf([])).toBe('private')
    expect(audienceOf(undefined)).toBe('private')
  })

  it('themes differ per site and audience, dark-theme is added on top', () => {
    expect(themeClasses(1, 'private')).toBe('site-main theme-default')
    expect(themeClasses(2, 'private')).toBe('site-entremont theme-entremont')
    expect(themeClasses(2, 'business')).toBe('site-entremont theme-entremont-business')
    expect(themeClasses(3, 'academy', 'dark-theme')).toBe('site-fribourg theme-academy dark-theme')
  })
})
