import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SITE_IDS, siteRules } from '@/sites/sites'

import { cms } from '@/cms/client'
import type { News, Page, Product } from '@/cms/payload-types'
import { parsePrice } from '@/lib/formats'

// Runs on the seeded throw-away database of tests/support/global-setup.ts.

/** §2's known page ids, the business home, the Entremont pages, the policies and the academy pages. */
const PAGE_IDS = [
  3102, 477, 503, 514, 482, 582, 552, 159, 161, 551, 575, 554, 568, 576, 744, 565, 2161, 560, 1353, 1361, 1362, 1366, 1370, 1375, 1378,
  2121, 1381, 3160, 3161, 3201, 3202, 3203, 3204, 3205, 3206, 3207, 3208, 3209,
]
const MIN_WORDS = 120

type Bloc = NonNullable<Page['blocs']>[number]

/** The words of a Lexical document: every text node, in order. */
function lexicalText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown }
  if (root) return lexicalText(root)
  const own = typeof text === 'string' ? text : ''
  const nested = Array.isArray(children) ? children.map(lexicalText).join(' ') : ''
  return `${own} ${nested}`
}

function words(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

const blocText = (bloc: Bloc) => `${bloc.title ?? ''} ${lexicalText(bloc.text)}`

let payload: Payload
/** Every page in every language it has, by locale then id. */
const pages = new Map<string, Page>()
/** Every news item in every language, and every site's catalogue (French names). */
const news = new Map<string, News[]>()
let products: Product[] = []

beforeAll(async () => {
  payload = await cms()
  for (const locale of ['fr', 'de', 'en'] as const) {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { id: { in: PAGE_IDS } },
      locale,
      fallbackLocale: false,
      depth: 0,
      limit: 0,
      pagination: false,
    })
    for (const doc of docs) pages.set(`${locale}:${doc.id}`, doc)
    const items = await payload.find({ collection: 'news', locale, fallbackLocale: false, depth: 0, limit: 0, pagination: false })
    news.set(locale, items.docs)
  }
  products = (await payload.find({ collection: 'products', locale: 'fr', depth: 0, limit: 0, pagination: false })).docs
})

afterAll(async () => payload?.destroy())

/**
 * A page's own words: its text and its blocs, without the blocs it shares with other pages (the
 * "why us" bloc, a common conditions text) and without the frame (navigation, footer).
 */
function ownWords(page: Page, locale: string): number {
  const shared = new Set<string>()
  const seen = new Map<string, number>()
  for (const other of PAGE_IDS.map((id) => pages.get(`${locale}:${id}`))) {
    for (const bloc of other?.blocs ?? []) {
      const text = blocText(bloc).trim()
      if (text === '') continue
      const firstPage = seen.get(text)
      if (firstPage !== undefined && firstPage !== other?.id) shared.add(text)
      seen.set(text, other?.id ?? 0)
    }
  }
  const own = (page.blocs ?? []).filter((bloc) => bloc.section !== 'advantages' && !shared.has(blocText(bloc).trim()))
  return words([page.title, page.subtitle ?? '', lexicalText(page.description), lexicalText(page.text_1), ...own.map(blocText)].join(' '))
}

describe('every known page has words of its own', () => {
  const cases = SITE_IDS.flatMap((site) => siteRules(site).locales.map((locale) => [site, locale] as const))
  it.each(cases)(`site %s, %s: at least ${MIN_WORDS} own words on each of its known pages`, (site, locale) => {
    const counts = PAGE_IDS.flatMap((id) => {
      const page = pages.get(`${locale}:${id}`)
      // A page the site does not publish, or has no slug in this language, is not shown there.
      if (!page || !page.slug || !page.sites.includes(`${site}` as Page['sites'][number])) return []
      return [{ id, words: ownWords(page, locale) }]
    })
    expect(counts.length).toBeGreaterThan(20)
    expect(counts.filter((count) => count.words < MIN_WORDS)).toEqual([])
  })

  it('the legal notice carries no "why us" bloc, business pages carry the business one', () => {
    const legal = pages.get('fr:161')
    const business = pages.get('fr:575')
    expect(legal?.blocs?.some((bloc) => bloc.section === 'advantages')).toBe(false)
    expect(business?.blocs?.find((bloc) => bloc.section === 'advantages')?.title).toBe('Pourquoi les entreprises nous choisissent')
    expect(business?.blocs?.at(-1)?.form).toBe('contact')
  })
})

describe('every news item reads like news', () => {
  it.each(['fr', 'de', 'en'] as const)(`%s: each item has a lead and further paragraphs, at least ${MIN_WORDS} words`, (locale) => {
    const items = news.get(locale) ?? []
    expect(items.length).toBeGreaterThan(30)
    const short = items.filter((item) => words(item.text ?? '') < MIN_WORDS).map((item) => [item.id, words(item.text ?? '')])
    expect(short).toEqual([])
    const single = items.filter((item) => (item.text ?? '').split(/\n\s*\n/).length < 3).map((item) => item.id)
    expect(single).toEqual([])
  })

  it.each(['fr', 'de', 'en'] as const)('%s: every price a news item states is one of its site’s catalogue prices', (locale) => {
    const wrong: string[] = []
    for (const item of news.get(locale) ?? []) {
      const catalogue = new Set(
        products
          .filter((product) => item.sites.includes(product.site))
          .flatMap((product) => [product.monthlyPrice, product.promotion?.price, ...(product.fees ?? []).map((fee) => fee.amount)]),
      )
      // "CHF 109.-", "CHF 29.90", "5 CHF", "49.-": however a price is written.
      for (const [written] of (item.text ?? '').matchAll(
        /CHF\s*\d[\d']*(?:\.(?:-|\d{2}))?|\d[\d']*(?:\.(?:-|\d{2}))?\s*CHF|\d[\d']*\.-/g,
      )) {
        if (!catalogue.has(parsePrice(written) ?? Number.NaN)) wrong.push(`${item.id}: ${written}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
