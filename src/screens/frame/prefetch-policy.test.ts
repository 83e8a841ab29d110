import { describe, expect, it } from 'vitest'

import { mayPrefetch, prefetchTarget } from './prefetch-policy'

const here = { origin: 'https://a.localhost', pathname: '/offres-477' }
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: '', download: false, ...extra })

describe('§9 prefetch of visible links', () => {
  it('is skipped on 2g and with Save-Data, allowed otherwise or when the browser does not say', () => {
    expect(mayPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(mayPrefetch({ effectiveType: '3g', saveData: false })).toBe(true)
    expect(mayPrefetch(undefined)).toBe(true)
  })

  it('prefetches other pages of the site only', () => {
    expect(prefetchTarget(link('https://a.localhost/de/bestellung?pack=x#top'), here)).toBe('/de/bestellung?pack=x')
    expect(prefetchTarget(link('https://a.localhost/offres-477#faq'), here)).toBeNull()
    expect(prefetchTarget(link('https://b.localhost/x-1'), here)).toBeNull()
    expect(prefetchTarget(link('https://a.localhost/x-1', { target: '_blank' }), here)).toBeNull()
    expect(prefetchTarget(link('https://a.localhost/doc.pdf'), here)).toBeNull()
    expect(prefetchTarget(link('https://a.localhost/media/document/a/base/tarifs.pdf', { download: true }), here)).toBeNull()
    for (const path of ['/admin', '/cms-api/pages', '/api/search'])
      expect(prefetchTarget(link(`https://a.localhost${path}`), here)).toBeNull()
  })
})
