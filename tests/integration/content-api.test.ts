import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getContent } from '@/app/api/content/[id]/route'
import { GET as getContents } from '@/app/api/contents/route'
import { GET as getGtm } from '@/app/api/manny/gtm/[id]/route'
import { GET as getNavigation } from '@/app/api/navigation/route'
import { GET as getRoaming } from '@/app/api/roaming/route'
import { GET as getSearch } from '@/app/api/search/route'
import { GET as getNetworkEvents } from '@/app/networkstatus/route'
import { GET as getMedia } from '@/app/media/[kind]/[...path]/route'
import { cms } from '@/cms/client'
import { referencePage, referencesQuery } from '@/features/references'
import { firstReferencePage } from '@/features/references/server'

// Close the database pool so the test process can exit.
afterAll(async () => (await cms()).destroy())

type Json = Record<string, unknown>
type Hydra<T = Json> = { 'hydra:member': T[]; 'hydra:totalItems': number; 'hydra:view'?: { 'hydra:next': string | null } }

const request = (path: string) => new Request(`http://test${path}`)

async function call(handler: (request: Request) => Promise<Response>, path: string) {
  const response = await handler(request(path))
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json }
}

async function content(id: string, query = '') {
  const response = await getContent(request(`/api/content/${id}${query}`), { params: Promise.resolve({ id }) })
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json }
}

async function contents<T = Json>(query: string): Promise<Hydra<T>> {
  const { status, body } = await call(getContents, `/api/contents?${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body as unknown as Hydra<T>
}

describe('GET /api/content/{id}', () => {
  it('answers a page in the §3 shape, rich text as HTML, with a short cache', async () => {
    const { status, headers, body } = await content('477', '?locale=de')
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toMatch(/s-maxage=60/)
    expect(body).toMatchObject({
      id: 477,
      '@type': 'page',
      title: 'Kombiangebote',
      short_url: '/de/kombiangebote-477',
      'aio:urls': { fr: '/offres-combinees-477', de: '/de/kombiangebote-477', en: '/en/combo-offers-477' },
      text_1: expect.stringMatching(/^<(p|h2|h3|ul)[ >]/),
    })
    for (const key of ['pagetype', 'subtitle', 'description', 'category', 'colors', 'sections', 'theme', 'seo'])
      expect(body).toHaveProperty(key)
    const images = body['aio:images'] as Json[]
    expect(images.length).toBeGreaterThan(0)
    expect(images[0]).toMatchObject({
      '@type': 'image',
      folder: 'images',
      extension: 'jpg',
      formats: { base: { url: expect.stringMatching(/^\/media\/image\/images\/base\/.+\.jpg$/) } },
    })
    expect(body['aio:documents']).toEqual([expect.objectContaining({ '@type': 'document', extension: 'pdf' })])
  })

  it('headers and blocs (with nblocs) only when asked in embed', async () => {
    const plain = (await content('477')).body
    expect(plain).not.toHaveProperty('headers')
    expect(plain).not.toHaveProperty('blocs')
    expect(plain).not.toHaveProperty('nblocs')
    const embedded = (await content('477', '?embed=headers,blocs')).body
    const headers = embedded.headers as Json[]
    const blocs = embedded.blocs as Json[]
    expect(headers.length).toBe(2)
    expect(headers[0]).toMatchObject({
      type: 'banner',
      embed: { '@type': 'image', formats: { header_big: { width: 3000, height: 1154 } } },
    })
    expect(embedded.nblocs).toBe(blocs.length)
    expect(blocs.find((bloc) => bloc.section === 'faq')).toMatchObject({ faq_type: [{ id: expect.any(Number), faq_name: 'Internet' }] })
    expect((await content('477', '?embed=headers')).body).not.toHaveProperty('blocs')
  })

  it.each([
    [1, [477, 503, 514, 482, 582, 552, 159, 161, 551, 575, 554, 568, 576, 744, 565, 2161, 560, 644, 702, 1637, 793, 3144]],
    [2, [1353, 1361, 1362, 1366, 1370, 1375, 1378, 2121, 1381, 2735, 1425]],
    [3, [2740]],
  ])('every known page id answers on site %i', async (site, ids) => {
    for (const id of ids) {
      const { status, body } = await content(String(id), `?site=${site}&embed=headers,blocs`)
      expect(status, `page ${id}`).toBe(200)
      expect(body.id).toBe(id)
    }
  })

  it('drafts are never served: a page never published is 404, a pending draft keeps the published text', async () => {
    expect((await content('9001')).status).toBe(404)
    expect((await content('159')).body.title).toBe('Actionnaires')
  })

  it('a page of another site is not served there', async () => {
    expect((await content('1353')).status).toBe(404)
  })

  it('a distributor id answers the distributor with zip codes and redirects', async () => {
    const { status, body } = await content('376')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: 376,
      '@type': 'distributor',
      key: '12',
      name: 'Netplus Fribourg',
      zip_codes: { zip_codes_list: expect.stringContaining('1700') },
      redirects: [],
    })
  })

  it('a news id answers the news detail', async () => {
    const news = (await contents<Json>('type=news&count=1'))['hydra:member'][0]
    const { status, body } = await content(String(news?.id), '?type=news')
    expect(status).toBe(200)
    expect(body).toMatchObject({ '@type': 'news', title: news?.title, dateFrom: news?.dateFrom })
    for (const key of ['media', 'text', 'link', 'logo']) expect(body).toHaveProperty(key)
  })

  it('unknown id → 404 JSON, non-numeric → 400, bad params → 400, all uncached', async () => {
    const unknown = await content('999999')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ type: 'about:blank', title: 'Not Found', status: 404, detail: expect.stringMatching(/999999/) })
    expect(unknown.headers.get('content-type')).toBe('application/problem+json')
    expect(unknown.headers.get('cache-control')).toBe('no-store')
    expect((await content('abc')).status).toBe(400)
    expect((await content('477', '?locale=it')).status).toBe(400)
    expect((await content('477', '?site=9')).status).toBe(400)
    expect((await content('477', '?type=channel')).status).toBe(400)
  })
})

/** Rich text fields of a §7 answer: each one HTML or nothing, never the stored Lexical JSON. */
function expectHtmlOnly(label: string, values: unknown[]) {
  expect(values.length, label).toBeGreaterThan(0)
  for (const value of values) {
    if (value === null) continue
    expect(typeof value, `${label}: ${JSON.stringify(value).slice(0, 80)}`).toBe('string')
    expect(value as string, label).toMatch(/^<[a-z]/)
    expect(value as string, label).not.toMatch(/"(root|children)"/)
  }
}

describe('rich text in §7 answers (§3: HTML)', () => {
  const TRAP_ID = 99001
  const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })
  const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }
  const paragraph = (...children: object[]) => ({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children })
  const link = (fields: object, label: string) => ({ ...base, type: 'link', fields, children: [text(label)] })

  beforeAll(async () => {
    const payload = await cms()
    await payload.create({
      collection: 'pages',
      locale: 'fr',
      data: { id: TRAP_ID, title: 'Texte piégé', slug: 'texte-piege', sites: ['1'], _status: 'published' } as never,
    })
    // Written past the editor's validation, as an import or an older version of the CMS could have stored it.
    await payload.db.updateOne({
      collection: 'pages',
      id: TRAP_ID,
      data: {
        text_1: {
          fr: {
            root: {
              ...base,
              type: 'root',
              children: [
                paragraph(text('<script>alert(1)</script>'), text('gras', 1)),
                paragraph(link({ linkType: 'custom', url: 'javascript:alert(2)', newTab: false }, 'piège')),
                paragraph(link({ linkType: 'custom', url: 'JaVaScRiPt:alert(3)', newTab: false }, 'piège bis')),
                paragraph(link({ linkType: 'internal', doc: { relationTo: 'pages', value: 503 }, newTab: false }, 'mobile')),
                paragraph(link({ linkType: 'internal', doc: { relationTo: 'pages', value: 1353 }, newTab: false }, 'autre site')),
                paragraph(link({ linkType: 'custom', url: 'https://example.com/', newTab: true }, 'ailleurs')),
                // A node no editor makes, written straight into the database.
                { ...base, type: 'heading', tag: 'script', children: [text('alert(4)')] },
              ],
            },
          },
        },
      },
    })
  })

  afterAll(async () => {
    await (await cms()).delete({ collection: 'pages', id: TRAP_ID })
  })

  it('a page: description, text_1 and bloc text are HTML strings', async () => {
    const { body } = await content('477', '?embed=headers,blocs')
    const blocs = body.blocs as Json[]
    expectHtmlOnly('page 477', [body.description, body.text_1, ...blocs.map((bloc) => bloc.text)])
    expect(body.text_1).toMatch(/<\/(p|li|h2|h3)>$/)
    expect(blocs.some((bloc) => typeof bloc.text === 'string')).toBe(true)
  })

  it('FAQ text, reference detail and navigation information are HTML strings', async () => {
    const faqs = (await contents('type=faq'))['hydra:member']
    expectHtmlOnly(
      'faq',
      faqs.map((faq) => faq.text),
    )
    expect(faqs.some((faq) => typeof faq.text === 'string')).toBe(true)
    const references = (await contents('type=references&orderByProperty=position'))['hydra:member']
    expectHtmlOnly(
      'references',
      references.map((reference) => reference.detail),
    )
    const navigation = (await call(getNavigation, '/api/navigation?type=main_retail')).body as unknown as Hydra
    const information = (items: Json[]): unknown[] =>
      items.flatMap((item) => [(item.information as Json | null)?.text, ...information((item['aio:children'] as Json[]) ?? [])])
    const texts = information(navigation['hydra:member']).filter((value) => value !== undefined)
    expect(JSON.stringify(navigation)).not.toMatch(/"root":/)
    if (texts.length > 0) expectHtmlOnly('navigation', texts)
  })

  it('escapes or drops what could run, and internal links lead to the page on the site', async () => {
    const { status, body } = await content(String(TRAP_ID))
    expect(status).toBe(200)
    const html = body.text_1 as string
    expect(typeof html).toBe('string')
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/javascript:/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('<strong>gras</strong>')
    expect(html).toContain('>piège</a>')
    expect(html).toMatch(/<a href="\/offres-mobiles-503">mobile<\/a>/)
    // Page 1353 is Entremont's: no link on the main site, its text stays.
    expect(html).not.toMatch(/<a[^>]*>autre site/)
    expect(html).toContain('autre site')
    expect(html).toContain('<a href="https://example.com/" rel="noopener noreferrer" target="_blank">ailleurs</a>')
    expect(html).toContain('alert(4)')
  })
})

describe('GET /api/contents', () => {
  it('type=pages: published pages of the site with urls, count ≤ 150', async () => {
    const all = await contents<Json>('type=pages&status=2&count=150')
    const ids = all['hydra:member'].map((page) => page.id)
    expect(ids).toContain(477)
    expect(ids).not.toContain(9001)
    expect(ids).not.toContain(1353)
    expect(all['hydra:member'].find((page) => page.id === 477)).toEqual({
      id: 477,
      title: 'Offres combinées',
      '@type': 'page',
      short_url: '/offres-combinees-477',
      'aio:urls': { fr: '/offres-combinees-477', de: '/de/kombiangebote-477', en: '/en/combo-offers-477' },
    })
    // §2: business pages carry the /business prefix.
    expect(all['hydra:member'].find((page) => page.id === 554)?.['aio:urls']).toEqual({
      fr: '/business/pme-554',
      de: '/de/business/kmu-554',
      en: '/en/business/sme-554',
    })
    expect(all['hydra:totalItems']).toBe(ids.length)
    const two = await contents('type=pages&count=2')
    expect(two['hydra:member']).toHaveLength(2)
    expect(two['hydra:totalItems']).toBe(all['hydra:totalItems'])
    expect(two['hydra:view']?.['hydra:next']).toContain('page=2')
    const site2 = (await contents<Json>('type=pages&site=2'))['hydra:member'].map((page) => page.id)
    expect(site2).toEqual(expect.arrayContaining([1353, 2735]))
    expect(site2).not.toContain(644)
  })

  it('type=faq: by position ASC, filtered by type_faq ids', async () => {
    const faqs = (await contents<{ position: number; type_faq: { id: number; faq_name: string }[] }>('type=faq'))['hydra:member']
    const positions = faqs.map((faq) => faq.position)
    expect(positions.length).toBeGreaterThan(5)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    const tvType = faqs.flatMap((faq) => faq.type_faq).find((type) => type.faq_name === 'Télévision')
    const tv = (await contents<{ type_faq: { id: number }[] }>(`type=faq&categories_filters=${tvType?.id}`))['hydra:member']
    expect(tv.length).toBeGreaterThan(0)
    expect(tv.length).toBeLessThan(faqs.length)
    expect(tv.every((faq) => faq.type_faq.some((type) => type.id === tvType?.id))).toBe(true)
  })

  it('type=sellers: position DESC by default, of the site only; orderByProperty is whitelisted', async () => {
    const sellers = (await contents<{ position: number; name: string }>('type=sellers'))['hydra:member']
    const positions = sellers.map((seller) => seller.position)
    expect(positions.length).toBeGreaterThan(2)
    expect(positions).toEqual([...positions].sort((a, b) => b - a))
    expect(sellers.map((seller) => seller.name)).not.toContain('Télé Entremont Le Châble')
    // A direction alone keeps the default property (text order is the database's collation, so numbers are compared here).
    const ascending = (await contents<{ position: number }>('type=sellers&orderByDirection=ASC'))['hydra:member'].map(
      (seller) => seller.position,
    )
    expect(ascending).toEqual([...positions].reverse())
    expect((await call(getContents, '/api/contents?type=sellers&orderByProperty=password')).status).toBe(400)
  })

  it('type=distributors: zip_codes and redirects embedded, count ≤ 100; the contact filter on aio:id IN', async () => {
    const all = (await contents<Json>('type=distributors&embed=zip_codes,redirects&count=100'))['hydra:member']
    expect(all.map((d) => d.id)).toEqual([371, 372, 373, 374, 376])
    expect(all.find((d) => d.id === 372)).toMatchObject({
      key: '8',
      zip_codes: { zip_codes_list: expect.stringContaining('1896') },
      redirects: [{ key: 'all', target: expect.any(String) }],
    })
    const filtered = await contents<Json>(
      'type=distributors&controls_filters[0][property]=aio:id&controls_filters[0][operator]=IN&controls_filters[0][value]=376,12',
    )
    expect(filtered['hydra:member'].map((d) => d.id)).toEqual([376])
    expect((await call(getContents, '/api/contents?type=distributors&count=101')).status).toBe(400)
  })

  it('type=channels: count param honoured (default 400), packs and categories when embedded', async () => {
    const all = await contents<Json>('type=channels&embed=packs,category')
    expect(all['hydra:totalItems']).toBeGreaterThanOrEqual(80)
    expect(all['hydra:member']).toHaveLength(all['hydra:totalItems'])
    const first = all['hydra:member'][0]
    expect(first).toMatchObject({
      number: expect.any(Number),
      title: expect.any(String),
      langue: expect.any(String),
      category: expect.any(Array),
      packs: expect.any(Array),
    })
    expect((first?.categories as Json[])[0]).toMatchObject({ id: (first?.category as number[])[0], name: expect.any(String) })
    const ten = await contents<Json>('type=channels&count=10')
    expect(ten['hydra:member']).toHaveLength(10)
    expect(ten['hydra:member'][0]).not.toHaveProperty('packs')
    const numbers = all['hydra:member'].map((channel) => channel.number as number)
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
    expect((await call(getContents, '/api/contents?type=channels&count=401')).status).toBe(400)
  })

  it('type=channels_categories, vods, references, news and index answer hydra', async () => {
    const categories = (await contents<{ id: number }>('type=channels_categories&count=400'))['hydra:member'].map((c) => c.id)
    expect(categories).toEqual(expect.arrayContaining([399, 405]))
    expect((await contents('type=vods'))['hydra:totalItems']).toBeGreaterThanOrEqual(20)
    expect((await contents('type=references'))['hydra:totalItems']).toBeGreaterThanOrEqual(6)
    const index = (await contents<Json>('type=index'))['hydra:member']
    expect(index.map((item) => item['@type'])).toEqual(expect.arrayContaining(['page', 'reference']))
    expect(index.every((item) => typeof item.short_url === 'string' && item.short_url !== '')).toBe(true)
    expect(index.map((item) => item.id)).not.toContain(9001)
  })

  it('type=references: the references screen’s first page is this call’s, and links to its next page', async () => {
    const first = await firstReferencePage(1, 'fr')
    expect(first.items.map((card) => card.href)).toEqual([
      '/business/references/hopital-du-valais',
      '/business/references/verbier-tourisme',
      '/business/references/commune-de-martigny',
      '/business/references/cremo',
      '/business/references/hes-so',
      '/business/references/gruyere-energie',
    ])
    expect(first.totalCount).toBe(7)
    expect(first.next).not.toBeNull()
    expect(referencePage(await contents(referencesQuery(1, 'fr').toString()))).toEqual(first)
    const second = referencePage(await contents(new URL(first.next ?? '', 'http://x').searchParams.toString()))
    expect(second.items.map((card) => card.client)).toEqual(['Hôtel des Alpes'])
    expect(second.next).toBeNull()
  })

  it('type=news: newest first, paginated with a next link', async () => {
    const first = await contents<{ id: number; dateFrom: string }>('type=news&count=5')
    const dates = first['hydra:member'].map((news) => news.dateFrom)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(first['hydra:totalItems']).toBeGreaterThan(5)
    const next = first['hydra:view']?.['hydra:next']
    expect(next).toMatch(/page=2/)
    const second = await contents<{ id: number; dateFrom: string }>(String(next).split('?')[1] ?? '')
    expect(String(second['hydra:member'][0]?.dateFrom) < String(dates.at(-1))).toBe(true)
  })

  it.each([
    ['type=pages&count=abc', /count/],
    ['type=pages&count=151', /between 1 and 150/],
    ['type=unknown', /type/],
    ['type=constructor', /type/],
    ['', /type/],
    ['type=pages&site=9', /site/],
    ['type=pages&locale=it', /locale/],
    ['type=faq&orderByProperty=secret', /orderByProperty/],
  ])('%s → 400 with a clear message', async (query, message) => {
    const { status, body, headers } = await call(getContents, `/api/contents?${query}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ type: 'about:blank', status: 400, detail: expect.stringMatching(message) })
    expect(headers.get('cache-control')).toBe('no-store')
  })
})

describe('GET /api/navigation', () => {
  it('main_retail: the tree items with aio:children; footer trees: groups with childs', async () => {
    const main = (await call(getNavigation, '/api/navigation?type=main_retail&status=2&count=200')).body as unknown as Hydra<Json>
    expect(main['hydra:member'].length).toBeGreaterThan(0)
    expect(main['hydra:member'][0]).toMatchObject({ tree_key: 'main_retail', link: expect.any(Object), 'aio:children': expect.any(Array) })
    const footer = (await call(getNavigation, '/api/navigation?type=footer_academy&site=3&locale=de')).body as unknown as Hydra<Json>
    expect(footer['hydra:member'][0]).toMatchObject({ title: expect.any(String), childs: expect.any(Array) })
  })

  it('unknown or missing type and over-limit count → 400', async () => {
    expect((await call(getNavigation, '/api/navigation?type=side_retail')).status).toBe(400)
    expect((await call(getNavigation, '/api/navigation')).status).toBe(400)
    expect((await call(getNavigation, '/api/navigation?type=main_retail&count=201')).status).toBe(400)
  })
})

describe('GET /api/search', () => {
  it('finds pages by title, case and accent insensitive, in the requested locale; only results with a short_url, each id once', async () => {
    const { status, body } = await call(getSearch, '/api/search?q=TELEVISION&types=contents,pages&embed=link,section,link.section')
    expect(status).toBe(200)
    const results = (body as unknown as Hydra<{ id: number | string; short_url: string }>)['hydra:member']
    expect(results.map((result) => result.id)).toContain(514)
    expect(results.every((result) => result.short_url !== '')).toBe(true)
    expect(new Set(results.map((result) => result.id)).size).toBe(results.length)
    const german = (await call(getSearch, '/api/search?q=fernsehen&locale=de')).body as unknown as Hydra<{ id: number }>
    expect(german['hydra:member'].map((result) => result.id)).toContain(514)
  })

  it('a page reached by its title and through contents linking to it appears once', async () => {
    const results = ((await call(getSearch, '/api/search?q=commander')).body as unknown as Hydra<{ id: number }>)['hydra:member']
    expect(results.filter((result) => result.id === 3101)).toHaveLength(1)
  })

  it('never finds a draft', async () => {
    const results = ((await call(getSearch, '/api/search?q=brouillon')).body as unknown as Hydra<{ id: number }>)['hydra:member']
    expect(results.map((result) => result.id)).not.toContain(9001)
  })

  it('type=distributors&count=1&q={npa}: the distributor serving that postal code', async () => {
    const entremont = (await call(getSearch, '/api/search?type=distributors&count=1&q=1934')).body as unknown as Hydra<Json>
    expect(entremont['hydra:member']).toEqual([expect.objectContaining({ key: '284' })])
    const fribourg = (await call(getSearch, '/api/search?type=distributors&count=1&q=1700')).body as unknown as Hydra<Json>
    expect(fribourg['hydra:member']).toEqual([expect.objectContaining({ id: 376, key: '12' })])
    const none = (await call(getSearch, '/api/search?type=distributors&count=1&q=8000')).body as unknown as Hydra<Json>
    expect(none).toEqual({ 'hydra:member': [], 'hydra:totalItems': 0 })
  })

  it('bad input → 400', async () => {
    expect((await call(getSearch, '/api/search')).status).toBe(400)
    expect((await call(getSearch, '/api/search?q=x&types=users')).status).toBe(400)
    expect((await call(getSearch, '/api/search?type=distributors&q=abc')).status).toBe(400)
    expect((await call(getSearch, '/api/search?q=x&count=abc')).status).toBe(400)
  })
})

describe('GET /api/roaming', () => {
  it('zones with countries and prices per product; q looks a country up', async () => {
    const all = (await call(getRoaming, '/api/roaming?locale=en')).body as unknown as Hydra<{
      zone: number
      countries: { code: string; name: string }[]
      prices: { product: string }[]
    }>
    expect(all['hydra:member'].map((zone) => zone.zone)).toEqual([1, 2, 3, 4])
    expect(all['hydra:member'].flatMap((zone) => zone.countries).length).toBeGreaterThanOrEqual(30)
    expect(all['hydra:member'][0]?.prices.map((price) => price.product)).toEqual(['mobile_start', 'mobile_plus', 'mobile_max', 'prepaid'])
    const japan = (await call(getRoaming, '/api/roaming?q=japon')).body as unknown as Hydra<{ zone: number; countries: { code: string }[] }>
    expect(japan['hydra:member']).toEqual([expect.objectContaining({ zone: 4, countries: [expect.objectContaining({ code: 'JP' })] })])
  })
})

describe('GET /api/manny/gtm/{id}', () => {
  const gtm = async (id: string, query = '') => {
    const response = await getGtm(request(`/api/manny/gtm/${id}${query}`), { params: Promise.resolve({ id }) })
    return { status: response.status, body: (await response.json()) as Json }
  }

  it('the page_view event of a page; the error page is a 404 view', async () => {
    expect((await gtm('575', '?locale=de')).body).toEqual({
      event: 'page_view',
      page: {
        id: 575,
        type: 'page',
        title: expect.any(String),
        language: 'de',
        site: 1,
        section: 'business',
        path: expect.stringMatching(/^\/de\/.+-575$/),
        status: 200,
      },
    })
    expect((await gtm('702')).body).toMatchObject({ page: { id: 702, status: 404 } })
  })

  it('unknown page → 404, bad id → 400', async () => {
    expect((await gtm('9001')).status).toBe(404)
    expect((await gtm('123456')).status).toBe(404)
    expect((await gtm('x1')).status).toBe(400)
  })
})

describe('GET /media/{kind}/{folder}/{format}/{fileName}.{extension}', () => {
  const media = (kind: string, path: string[], init?: RequestInit) =>
    getMedia(new Request(`http://test/media/${kind}/${path.join('/')}`, init), { params: Promise.resolve({ kind, path }) })

  it('streams every format the API lists, with its content type and a long cache', async () => {
    const page = (await content('477', '?embed=headers')).body
    const image = ((page.headers as Json[])[0]?.embed ?? {}) as { formats: Record<string, { url: string }> }
    for (const [format, { url }] of Object.entries(image.formats)) {
      const [, , kind = '', ...path] = url.split('/')
      const response = await media(kind, path)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type')).toBe(format === 'base' ? 'image/jpeg' : 'image/webp')
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d{6,}/)
      expect((await response.arrayBuffer()).byteLength).toBe(Number(response.headers.get('content-length')))
    }
    const base = image.formats.base?.url.split('/') ?? []
    // The format segment may be left out (base).
    const short = await media('image', [base[3] ?? '', base[5] ?? ''])
    expect(short.status).toBe(200)
    const again = await media('image', [base[3] ?? '', base[5] ?? ''], { headers: { 'if-none-match': short.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
  })

  it('serves a document as a PDF', async () => {
    const [document] = (await content('477')).body['aio:documents'] as { formats: { base: { url: string } } }[]
    const [, , kind = '', ...path] = document ? document.formats.base.url.split('/') : []
    const response = await media(kind, path)
    expect(response.headers.get('content-type')).toBe('application/pdf')
  })

  it.each([
    ['image', ['headers', 'base', 'nothing.jpg']],
    ['image', ['headers', 'header_big', 'hero-fibre.jpg']],
    ['image', ['images', 'base', 'hero-fibre.jpg']],
    ['image', ['..', '..', 'site.db']],
    ['image', ['headers', 'base', '..%2F..%2Fpayload-secret']],
    ['document', ['headers', 'base', 'hero-fibre.jpg']],
  ])('unknown or unsafe %s %j → 404 JSON', async (kind, path) => {
    const response = await media(kind, path)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('the site of a call', () => {
  const onHost = (host: string, path: string) => new Request(`http://${host}${path}`, { headers: { host } })
  const json = async (response: Response) => (await response.json()) as Json

  it('comes from the host the call came to when the call names none, and ?site= still chooses', async () => {
    const before = process.env.SITE_HOSTS
    process.env.SITE_HOSTS = 'a.localhost=1,b.localhost=2,c.localhost=3'
    try {
      for (const [host, site] of [
        ['c.localhost', 3],
        ['b.localhost:3000', 2],
      ] as const) {
        const byHost = await json(await getNetworkEvents(onHost(host, '/networkstatus?events=current')))
        const named = await json(await getNetworkEvents(onHost('a.localhost', `/networkstatus?events=current&site=${site}`)))
        expect(byHost).toEqual(named)
        const pagesByHost = await json(await getContents(onHost(host, '/api/contents?type=pages&count=150')))
        const pagesNamed = await json(await getContents(onHost('a.localhost', `/api/contents?type=pages&count=150&site=${site}`)))
        expect(pagesByHost).toEqual(pagesNamed)
      }
      const site1 = await json(await getNetworkEvents(onHost('a.localhost', '/networkstatus?events=current')))
      const site3 = await json(await getNetworkEvents(onHost('c.localhost', '/networkstatus?events=current')))
      expect(site3).not.toEqual(site1)
      // A host named explicitly still yields to ?site=.
      expect(await json(await getNetworkEvents(onHost('c.localhost', '/networkstatus?events=current&site=1')))).toEqual(site1)
    } finally {
      if (before === undefined) delete process.env.SITE_HOSTS
      else process.env.SITE_HOSTS = before
    }
  })
})
