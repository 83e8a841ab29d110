import { describe, expect, it } from 'vitest'

import { audienceOf, themeClasses } from './audience'
import { SHARED_PAGES } from './page-roles'
import { hostWithoutPort, parseSiteHosts, resolveSite } from './resolve-site'
import { pageIdOf, pageRoleOf, SITE_IDS, siteRules } from './sites'

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

describe('page roles (§2 known page ids, §7 news pages)', () => {
  it('each site names its home, news and points-of-sale pages; Entremont has its own', () => {
    expect(SITE_IDS.map((site) => [pageIdOf(site, 'home'), pageIdOf(site, 'news'), pageIdOf(site, 'pointsOfSale')])).toEqual([
      [644, 793, 551],
      [2735, 1425, 1370],
      [2740, 793, 551],
    ])
    expect(SITE_IDS.map((site) => pageIdOf(site, 'technicalSupport'))).toEqual([null, 1378, null])
  })

  it('the pages every site shares are the same on each', () => {
    for (const site of SITE_IDS) {
      expect([pageIdOf(site, 'error'), pageIdOf(site, 'networkStatus'), pageIdOf(site, 'contact')]).toEqual([702, 1637, 744])
    }
  })

  it('a page plays one role, whichever site publishes it', () => {
    for (const site of SITE_IDS) {
      for (const role of [
        'home',
        'news',
        'pointsOfSale',
        'technicalSupport',
        ...(Object.keys(SHARED_PAGES) as (keyof typeof SHARED_PAGES)[]),
      ] as const) {
        const id = pageIdOf(site, role)
        if (id !== null) expect(pageRoleOf(id), `${role} of site ${site}`).toBe(role)
      }
    }
    expect(pageRoleOf(552)).toBeNull()
  })

  it("the satisfaction badge's title: Fribourg's names its own customers", () => {
    expect(SITE_IDS.map((site) => siteRules(site).satisfactionTitle)).toEqual(['satisfied', 'satisfied', 'satisfiedFribourg'])
  })
})
