import { describe, expect, it } from 'vitest'

import { audienceLocales } from '@/sites/audience'

import { pageAlternates } from './alternates'
import { breadcrumbLd, graph, newsArticleLd, organizationLd, productsLd, serializeJsonLd, webSiteLd } from './json-ld'
import { socialMetadata } from './social'
import { DISALLOWED_PATHS, robotsTxt, sitemapXml } from './sitemap'

const origin = 'https://a.localhost'
const urls = { fr: '/offres-combinees-477', de: '/de/kombi-angebote-477', en: '/en/combo-offers-477' }

describe('canonical and hreflang alternates', () => {
  it('are absolute, one per locale of the page, with x-default on French', () => {
    expect(pageAlternates({ origin, locale: 'de', urls, locales: audienceLocales(1, 'private') })).toEqual({
      canonical: 'https://a.localhost/de/kombi-angebote-477',
      languages: {
        fr: 'https://a.localhost/offres-combinees-477',
        de: 'https://a.localhost/de/kombi-angebote-477',
        en: 'https://a.localhost/en/combo-offers-477',
        'x-default': 'https://a.localhost/offres-combinees-477',
      },
    })
  })

  it('leave English out on Fribourg and on the business tree', () => {
    expect(Object.keys(pageAlternates({ origin, locale: 'fr', urls, locales: audienceLocales(3, 'private') }).languages)).toEqual([
      'fr',
      'de',
      'x-default',
    ])
    expect(Object.keys(pageAlternates({ origin, locale: 'fr', urls, locales: audienceLocales(1, 'business') }).languages)).toEqual([
      'fr',
      'de',
      'x-default',
    ])
  })

  it('leave out locales without a url; no x-default without French; no canonical for a missing locale', () => {
    const alternates = pageAlternates({ origin, locale: 'fr', urls: { de: '/de/x-1' }, locales: ['fr', 'de', 'en'] })
    expect(alternates).toEqual({ canonical: null, languages: { de: 'https://a.localhost/de/x-1' } })
  })
})

describe('sitemap and robots', () => {
  it('lists each URL once with its alternates and lastmod, escaped', () => {
    const xml = sitemapXml([
      {
        url: 'https://a.localhost/a&b-1',
        languages: { fr: 'https://a.localhost/a&b-1', 'x-default': 'https://a.localhost/a&b-1' },
        lastModified: '2026-01-02T03:04:05.000Z',
      },
      { url: 'https://a.localhost/a&b-1', languages: {}, lastModified: null },
      { url: 'https://a.localhost/de', languages: {}, lastModified: null },
    ])
    expect(xml.match(/<url>/g)).toHaveLength(2)
    expect(xml).toContain('<loc>https://a.localhost/a&amp;b-1</loc>')
    expect(xml).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://a.localhost/a&amp;b-1"/>')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(true)
  })

  it('robots.txt names the sitemap on the origin and disallows the CMS and the editor in every locale', () => {
    const robots = robotsTxt('https://b.localhost')
    expect(robots).toContain('Sitemap: https://b.localhost/sitemap.xml')
    for (const path of ['/admin', '/cms-api', '/editor', '/fr/editor', '/de/editor', '/en/editor'])
      expect(robots).toContain(`Disallow: ${path}\n`)
    expect(DISALLOWED_PATHS).toHaveLength(6)
  })
})

describe('JSON-LD', () => {
  it('offers only offers priced in figures, in CHF with two decimals, on the page showing them', () => {
    const products = productsLd(origin, '/offres-477', [
      { name: 'Internet 1000', monthly: 59 },
      { name: 'Sur mesure', monthly: null },
    ])
    expect(products).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Internet 1000',
        offers: expect.objectContaining({ price: '59.00', priceCurrency: 'CHF', url: 'https://a.localhost/offres-477' }),
      }),
    ])
  })

  it('describes the operator, the site with its search, the trail and a news article', () => {
    const data = graph([
      organizationLd({
        origin,
        name: 'Netplus',
        email: 'info@x.ch',
        phones: { private: '0800 00 00 00', business: null },
        social: ['https://facebook.com/x'],
        locales: ['fr', 'de'],
      }),
      webSiteLd({ origin, name: 'Netplus', locale: 'de', homeUrl: '/de', searchUrl: '/de/recherche' }),
      breadcrumbLd(origin, [{ name: 'Home', url: '/' }]),
      breadcrumbLd(origin, [
        { name: 'Home', url: '/' },
        { name: 'News', url: '/actualites' },
      ]),
      newsArticleLd({
        origin,
        url: '/actualites/a-1',
        headline: 'A',
        description: null,
        datePublished: '2026-01-01',
        image: '/media/a.webp',
        locale: 'fr',
      }),
    ])
    const parsed = JSON.parse(serializeJsonLd(data))
    expect(parsed['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual([
      'Organization',
      'WebSite',
      'BreadcrumbList',
      'NewsArticle',
    ])
    expect(parsed['@graph'][0].contactPoint).toEqual([
      expect.objectContaining({ telephone: '0800 00 00 00', contactType: 'customer service' }),
    ])
    expect(parsed['@graph'][1].potentialAction.target.urlTemplate).toBe('https://a.localhost/de/recherche?q={search_term_string}')
    expect(parsed['@graph'][2].itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'News',
      item: 'https://a.localhost/actualites',
    })
    expect(parsed['@graph'][3].image).toBe('https://a.localhost/media/a.webp')
  })

  it('cannot be closed early by a title holding </script>', () => {
    const text = serializeJsonLd(
      graph([
        breadcrumbLd(origin, [
          { name: 'a', url: '/' },
          { name: '</script><script>alert(1)</script>', url: '/x' },
        ]),
      ]),
    )
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)['@graph'][0].itemListElement[1].name).toBe('</script><script>alert(1)</script>')
  })
})

describe('social cards', () => {
  it('carry absolute URLs and a large card when there is a picture', () => {
    const meta = socialMetadata({
      origin,
      siteName: 'Netplus',
      locale: 'fr',
      url: 'https://a.localhost/x-1',
      title: 'T',
      description: 'D',
      image: { url: '/media/image/x.webp', width: 1920, height: 738, alt: '' },
    })
    expect(meta.openGraph).toMatchObject({
      url: 'https://a.localhost/x-1',
      locale: 'fr_CH',
      type: 'website',
      images: [{ url: 'https://a.localhost/media/image/x.webp', width: 1920 }],
    })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' })
    expect(
      socialMetadata({ origin, siteName: 'N', locale: 'de', url: null, title: 'T', description: null, image: null }).twitter,
    ).toMatchObject({ card: 'summary' })
  })
})
