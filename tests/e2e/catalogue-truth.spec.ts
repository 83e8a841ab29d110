import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { catalogueOf, toCatalogueItem, type Catalogue, type CatalogueItem } from '../../src/features/catalogue/catalogue'
import { activePromotion, currentMonthlyPrice, perLine, promotionEnd, quote } from '../../src/features/catalogue/pricing'
import type { Product } from '../../src/cms/payload-types'
import type { Locale } from '../../src/i18n/locales'
import { MOVING_FEES } from '../../src/features/forms/moving/form'
import { formatDate, formatPrice } from '../../src/lib/formats'
import { HEADLESS_SHELL_WITHOUT_IMAGES } from './browsers'
import { expectMail, mailText, receivedMails } from './mailbox'
import { adminToken, confirmPrivateOrder, expectNoAxeViolations, onSite, orderAddressStep } from './support'

// Figures and words are read; pictures are not.
test.use({ launchOptions: HEADLESS_SHELL_WITHOUT_IMAGES })

/**
 * One truth for prices, fees, promotions and channel counts: every page of each site's sitemap is
 * read as a visitor sees it and each figure is compared with the site's catalogue and the channel
 * list, both as the site itself serves them (the CMS's products, the §7 channel call).
 */

const SITES = [1, 2, 3] as const
type Site = (typeof SITES)[number]
const HOSTS: Record<Site, string> = { 1: 'a.localhost', 2: 'b.localhost', 3: 'c.localhost' }
/** The locales each site is read in (§1: Fribourg has no English). */
const SITE_LOCALES: Record<Site, readonly Locale[]> = { 1: ['fr', 'de', 'en'], 2: ['fr', 'de', 'en'], 3: ['fr', 'de'] }

/** The words around the figures, as each language's messages and texts write them. */
const WORDS: Record<
  Locale,
  {
    perMonth: string
    regular: string
    until: (date: string) => string
    listShown: RegExp
    promotion: RegExp
    waivedOnline: string
    /** A promotion held some months from the order, on its card. */
    forMonths: (months: number) => string
    /** A rebate in words: "10.- de rabais", "10 % Rabatt", "10% off". */
    rebate: string
    /** An amount said to be monthly without "CHF": "25.- par mois". */
    monthlyWords: string
  }
> = {
  fr: {
    perMonth: '/mois',
    regular: 'Prix normal : ',
    until: (date) => `jusqu’au ${date}`,
    listShown: /(\d+) chaînes affichées sur (\d+)/g,
    promotion: /\d+\s+mois\s+(?:offerts?|gratuits?|à prix réduit)/giu,
    waivedOnline: 'offerts? lors d’une commande en ligne',
    forMonths: (months) => `pendant ${months} mois`,
    rebate: 'de\\s+rabais',
    monthlyWords: 'par\\s+mois',
  },
  de: {
    perMonth: '/Monat',
    regular: 'Normalpreis: ',
    until: (date) => `bis ${date}`,
    listShown: /(\d+) von (\d+) Sendern angezeigt/g,
    promotion: /\d+\s+Monate\s+(?:geschenkt|gratis|kostenlos|vergünstigt)/giu,
    waivedOnline: 'bei Online-Bestellung geschenkt',
    forMonths: (months) => `während ${months} ${months === 1 ? 'Monat' : 'Monaten'}`,
    rebate: 'Rabatt',
    monthlyWords: 'pro\\s+Monat',
  },
  en: {
    perMonth: '/month',
    regular: 'Regular price: ',
    until: (date) => `until ${date}`,
    listShown: /(\d+) of (\d+) channels shown/g,
    promotion: /\d+\s+months\s+(?:free|reduced)/giu,
    waivedOnline: 'waived when you order online',
    forMonths: (months) => `for ${months} ${months === 1 ? 'month' : 'months'}`,
    rebate: 'off',
    monthlyWords: 'a\\s+month',
  },
}

/** §9: `49.-`, `79.90`, `1'234.-`. */
const AMOUNT = String.raw`\d{1,3}(?:'\d{3})*(?:\.-|\.\d{2})`

interface Truth {
  catalogue: Catalogue
  offers: CatalogueItem[]
  /** Channels per pack, and of them in HD. */
  packs: Map<string, { all: number; hd: number }>
  /** Every channel of the list. */
  channels: number
  /** Rental prices of the VOD catalogue (its own prices, not products). */
  rentals: string[]
}

async function loadTruth(request: APIRequestContext, token: string, site: Site, locale: Locale = 'fr'): Promise<Truth> {
  const query = new URLSearchParams({
    'where[site][equals]': String(site),
    'where[_status][equals]': 'published',
    locale,
    depth: '1',
    limit: '400',
    sort: 'position',
  })
  const products = await request.get(`/cms-api/products?${query}`, { headers: { authorization: `JWT ${token}` } })
  expect(products.ok()).toBe(true)
  const docs = ((await products.json()) as { docs: Product[] }).docs
  const catalogue = catalogueOf(docs.map(toCatalogueItem))
  const channels = await request.get(`/api/contents?type=channels&embed=packs&count=400&locale=fr&site=${site}`)
  expect(channels.ok()).toBe(true)
  const members = ((await channels.json()) as { 'hydra:member': { hd: boolean; packs: string[] }[] })['hydra:member']
  const packs = new Map<string, { all: number; hd: number }>()
  for (const channel of members) {
    for (const pack of channel.packs) {
      const count = packs.get(pack) ?? { all: 0, hd: 0 }
      packs.set(pack, { all: count.all + 1, hd: count.hd + (channel.hd ? 1 : 0) })
    }
  }
  const vods = await request.get(`/api/contents?type=vods&count=200&locale=fr&site=${site}`)
  expect(vods.ok()).toBe(true)
  const rentals = ((await vods.json()) as { 'hydra:member': { price: string | null }[] })['hydra:member'].flatMap((vod) =>
    vod.price ? [formatPrice(vod.price)] : [],
  )
  return { catalogue, offers: [...catalogue.offers, ...catalogue.options], packs, channels: members.length, rentals }
}

async function sitemapPaths(request: APIRequestContext, site: Site, locale: Locale): Promise<string[]> {
  const response = await request.get('/sitemap.xml', { headers: { host: HOSTS[site] } })
  expect(response.status()).toBe(200)
  const locs = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => new URL(loc.replace(/&amp;/g, '&')))
  // French pages have no locale prefix, the others theirs.
  const inLocale = (path: string) => (locale === 'fr' ? !/^\/(de|en)(\/|$)/.test(path) : new RegExp(`^/${locale}(/|$)`).test(path))
  return locs.map((url) => `${url.pathname}${url.search}`).filter(inLocale)
}

interface Reading {
  text: string
  /** What the header's menus and the main content promise, hidden panels included (a rebate in a mega menu). */
  promises: string
  cards: { slug: string; text: string; prices: string[]; badge: string | null }[]
  circles: { price: string | null; text: string; cell: string }[]
  summaries: {
    lines: { slug: string; text: string; price: string }[]
    rebates: { slug: string; text: string; price: string }[]
    /** The date of "Prix promotionnel jusqu’au …", when the summary shows one. */
    promotionUntil: string | null
    fees: { slug: string; text: string; price: string; waived: boolean }[]
    monthly: string
    oneOff: string
  }[]
}

/** What the visitor reads: the main content's text, and the cards, price circles and summaries apart. */
function readPage(page: Page): Promise<Reading> {
  return page.evaluate(() => {
    // A section far below the fold skips its rendering (content-visibility), and innerText would leave its words out.
    for (const section of document.querySelectorAll<HTMLElement>('.render-when-near')) section.style.contentVisibility = 'visible'
    const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
    const main = document.querySelector('main')
    const all = <E extends Element>(root: ParentNode, selector: string) => Array.from(root.querySelectorAll<E & HTMLElement>(selector))
    // The summaries add up a choice: read apart below, line by line, and left out of the page's text.
    const summaryTexts = all(document, '[data-testid="order-summary"]').map((summary) => summary.innerText)
    return {
      text: clean(summaryTexts.reduce((text, summary) => text.replace(summary, ' '), main?.innerText ?? '')),
      promises: clean(`${document.querySelector('header')?.textContent ?? ''} ${main?.innerText ?? ''}`),
      cards: all(document, '[data-testid="offer-card"][data-offer]').map((card) => ({
        slug: card.dataset.offer ?? '',
        text: clean(card.textContent),
        prices: all(card, '[data-testid="offer-price"] [data-testid="price"]').map((price) => clean(price.textContent)),
        badge: clean(card.firstElementChild?.querySelector('span.rounded-full.bg-primary')?.textContent) || null,
      })),
      circles: all(document, '[data-testid="price-circle"]').map((circle) => ({
        price: clean(circle.querySelector('[data-testid="hero-price"]')?.textContent) || null,
        text: clean(circle.textContent),
        cell: clean(circle.closest('[data-hero-single], [data-hero-slider] [aria-roledescription]')?.textContent),
      })),
      summaries: all(document, '[data-testid="order-summary"]').map((summary) => ({
        lines: all(summary, '[data-testid="summary-line"]').map((line) => ({
          slug: line.dataset.slug ?? '',
          text: clean(line.textContent),
          price: clean(all(line, '[data-testid="price"]').at(-1)?.textContent),
        })),
        rebates: all(summary, '[data-testid="summary-rebate"]').map((rebate) => ({
          slug: rebate.dataset.slug ?? '',
          text: clean(rebate.textContent),
          price: clean(rebate.querySelector('[data-testid="price"]')?.textContent),
        })),
        promotionUntil:
          /\d{2}\.\d{2}\.\d{4}/.exec(
            clean(summary.querySelector('[data-testid="summary-after-promotion"]')?.parentElement?.querySelector('dt')?.textContent),
          )?.[0] ?? null,
        fees: all(summary, '[data-testid="summary-fee"]').map((fee) => ({
          slug: fee.dataset.slug ?? '',
          text: clean(fee.textContent),
          price: clean(fee.querySelector('[data-testid="price"]')?.textContent),
          waived: fee.dataset.waived === 'true',
        })),
        monthly: clean(summary.querySelector('[data-testid="summary-monthly"] [data-testid="price"]')?.textContent),
        oneOff: clean(summary.querySelector('[data-testid="summary-one-off"] [data-testid="price"]')?.textContent),
      })),
    }
  })
}

const chf = (amount: number) => `CHF ${formatPrice(amount)}`
const monthly = (amount: number, locale: Locale = 'fr') => `${chf(amount)} ${WORDS[locale].perMonth}`

/**
 * The amounts this site may quote: its catalogue's prices now and regular, fees and one offer's
 * one-off total; besides, the VOD rentals and the moving fees (services, not products: one
 * definition each, read here from where the site reads them).
 */
function knownAmounts(truth: Truth, now: Date): Set<string> {
  const catalogue = truth.offers.flatMap((item) => {
    const single = quote([{ item, quantity: 1 }], now)
    return [item.monthlyPrice, currentMonthlyPrice(item, now), ...item.fees.map((fee) => fee.amount), single.oneOffTotal].map(formatPrice)
  })
  return new Set([...catalogue, ...truth.rentals, ...Object.values(MOVING_FEES).map(formatPrice)])
}

/** Every figure of one page against the truth; returns what disagrees, each with where it was read. */
function disagreements(path: string, reading: Reading, truth: Truth, now: Date, locale: Locale): string[] {
  const words = WORDS[locale]
  const problems: string[] = []
  const say = (what: string) => problems.push(`${path}: ${what}`)
  const item = (slug: string) => truth.offers.find((candidate) => candidate.slug === slug)

  // §9: the currency before the amount, never after it.
  for (const [found] of reading.text.matchAll(new RegExp(`\\b${AMOUNT}\\s*CHF\\b`, 'g')))
    say(`"${found}" writes the currency after the amount`)

  // Any amount in CHF is one the catalogue quotes on this site.
  const amounts = knownAmounts(truth, now)
  for (const [found, amount = ''] of reading.text.matchAll(new RegExp(`CHF\\s(${AMOUNT})`, 'g'))) {
    if (!amounts.has(amount)) say(`"${found}" is no price, fee or total of this site's catalogue`)
  }

  // Channel counts: the list's own ("30 chaînes affichées sur 96", "96 chaînes") count the whole
  // list; any other is a pack's count, and "dont N en HD" that pack's HD count.
  let text = reading.text
  for (const [found, shown = '', total = ''] of text.matchAll(words.listShown)) {
    if (Number(total) !== truth.channels || Number(shown) > truth.channels) say(`"${found}": the list has ${truth.channels} channels`)
  }
  text = text.replace(words.listShown, ' ')
  const counts = [...truth.packs.values(), { all: truth.channels, hd: -1 }]
  for (const [found, all = '', hd] of text.matchAll(
    /(\d+)\s+(?:chaînes|sender|channels)(?:,?\s+(?:dont|davon|(?:\d+\s+)?of them)?\s*(\d+)\s+(?:en\s+|in\s+)?HD)?/giu,
  )) {
    const pack = counts.find((count) => count.all === Number(all))
    if (!pack) say(`"${found}": no TV pack has ${all} channels (${counts.map((count) => count.all).join(', ')})`)
    else if (hd !== undefined && pack.hd !== Number(hd)) say(`"${found}": that pack has ${pack.hd} channels in HD`)
  }
  for (const [found, hd = ''] of reading.text.matchAll(/(\d+)\s+of them in HD/g)) {
    if (!counts.some((count) => count.hd === Number(hd))) say(`"${found}": no pack has ${hd} HD channels`)
  }

  // A promotion in words ("3 mois offerts") is one the catalogue runs.
  const labels = truth.offers.flatMap((offer) => activePromotion(offer, now)?.label.toLowerCase() ?? [])
  for (const [found] of reading.text.matchAll(words.promotion)) {
    if (!labels.includes(found.toLowerCase())) say(`"${found}" is no running promotion of this site`)
  }

  // A fee said to be waived online is one the catalogue waives, at that amount.
  for (const [found, amount = ''] of reading.text.matchAll(new RegExp(`(${AMOUNT})\\s*\\(${words.waivedOnline}\\)`, 'g'))) {
    const waived = truth.offers.flatMap((offer) => offer.fees.filter((fee) => fee.waivedOnline).map((fee) => formatPrice(fee.amount)))
    if (!waived.includes(amount)) say(`"${found}": no fee of that amount is waived online`)
  }

  // A rebate in words is one the catalogue bills, at that amount (the header's menus included).
  const rebates = new Set(
    truth.offers.flatMap((offer) =>
      offer.rebates.map((rebate) => (rebate.unit === 'percent' ? `${rebate.amount} %` : formatPrice(rebate.amount))),
    ),
  )
  for (const [found, amount, percent] of reading.promises.matchAll(new RegExp(`(?:(${AMOUNT})|(\\d+)\\s?%)\\s+${words.rebate}\\b`, 'gu'))) {
    if (!rebates.has(percent ? `${percent} %` : (amount ?? ''))) say(`"${found}" is no rebate of this site's catalogue`)
  }

  // An amount said to be monthly without the currency ("25.- par mois") is a price of this site too.
  for (const [found, amount = ''] of reading.text.matchAll(new RegExp(`(${AMOUNT})\\s+${words.monthlyWords}\\b`, 'g'))) {
    if (!amounts.has(amount)) say(`"${found}" is no monthly price of this site's catalogue`)
  }

  for (const card of reading.cards) {
    const offer = item(card.slug)
    if (!offer) {
      say(`card ${card.slug} is not in this site's catalogue`)
      continue
    }
    const promotion = activePromotion(offer, now)
    const oneOff = quote([{ item: offer, quantity: 1 }], now).oneOffTotal
    const expected = [
      monthly(currentMonthlyPrice(offer, now), locale),
      ...(promotion ? [monthly(offer.monthlyPrice, locale)] : []),
      ...(oneOff > 0 ? [chf(oneOff)] : []),
    ]
    // The struck price reads "Prix normal :" first, for screen readers.
    const shown = card.prices.map((price) => price.replace(words.regular, ''))
    if (JSON.stringify(shown) !== JSON.stringify(expected))
      say(`card ${card.slug} shows ${shown.join(' | ')}, catalogue ${expected.join(' | ')}`)
    if (promotion && !card.text.includes(words.until(formatDate(promotion.validUntil)))) say(`card ${card.slug} lacks its promotion's end`)
    if (promotion?.months && !card.text.includes(words.forMonths(promotion.months)))
      say(`card ${card.slug} does not say its promotion holds ${promotion.months} months from the order`)
    if ((card.badge ?? null) !== (promotion?.label || null)) say(`card ${card.slug} badge "${card.badge}", catalogue "${promotion?.label}"`)
  }

  for (const circle of reading.circles) {
    if (circle.price === null) continue
    if (!new RegExp(`CHF ${circle.price.replace(/[.]/g, '\\.')}`).test(circle.text))
      say(`price circle "${circle.text}" is not written "CHF ${circle.price}"`)
    const priced = truth.offers.filter((offer) => formatPrice(currentMonthlyPrice(offer, now)) === circle.price)
    if (priced.length === 0) say(`price circle ${circle.price}: no offer of this site costs that now`)
    // The cell says which product the circle prices: the name of an offer at that price.
    else if (!priced.some((offer) => circle.cell.includes(offer.name)))
      say(`price circle ${circle.price} names none of ${priced.map((offer) => offer.name).join(', ')} in its cell`)
    for (const [date] of circle.text.matchAll(/\d{2}\.\d{2}\.\d{4}/g)) {
      const ends = priced.flatMap((offer) => {
        const promotion = activePromotion(offer, now)
        return promotion ? [formatDate(promotion.validUntil)] : []
      })
      if (!ends.includes(date)) say(`price circle ${circle.price} until ${date}: no promotion at that price ends then`)
    }
    // A promotion named in the cell is the one of the offer whose price it shows.
    const own = priced.flatMap((offer) => activePromotion(offer, now)?.label.toLowerCase() ?? [])
    for (const label of labels) {
      if (circle.cell.toLowerCase().includes(label) && !own.includes(label)) say(`hero cell names "${label}" beside ${circle.price}`)
    }
  }

  for (const summary of reading.summaries) {
    for (const line of summary.lines) {
      const offer = item(line.slug)
      const quantity = Number(/^(\d+) ×/.exec(line.text)?.[1] ?? 1)
      if (!offer) say(`summary line ${line.slug} is not in the catalogue`)
      else if (line.price !== monthly(perLine({ quantity }, currentMonthlyPrice(offer, now)), locale))
        say(`summary line ${line.slug}: ${line.price}`)
    }
    const fees = summary.lines.flatMap((line) => {
      const offer = item(line.slug)
      const quantity = Number(/^(\d+) ×/.exec(line.text)?.[1] ?? 1)
      return (offer?.fees ?? []).map((fee) => ({
        slug: line.slug,
        label: fee.label,
        amount: perLine({ quantity }, fee.amount),
        waived: fee.waivedOnline,
      }))
    })
    const shown = summary.fees.map((fee) => ({
      slug: fee.slug,
      text: fee.text,
      price: fee.price.replace(words.regular, ''),
      waived: fee.waived,
    }))
    const wanted = fees.map((fee) => ({ slug: fee.slug, label: fee.label, price: chf(fee.amount), waived: fee.waived }))
    if (
      shown.length !== wanted.length ||
      wanted.some((fee, index) => {
        const seen = shown[index]
        return !seen || seen.slug !== fee.slug || !seen.text.includes(fee.label) || seen.price !== fee.price || seen.waived !== fee.waived
      })
    )
      say(`summary fees ${JSON.stringify(shown)}, catalogue ${JSON.stringify(wanted)}`)
    const total = fees.reduce((sum, fee) => sum + (fee.waived ? 0 : Math.round(fee.amount * 100)), 0) / 100
    if (summary.lines.length > 0 && summary.oneOff !== chf(total)) say(`summary one-off ${summary.oneOff}, catalogue ${chf(total)}`)
    // The catalogue's rebates of this choice, each its own line, and the total less them; the promotion's end from today's order.
    const chosen = summary.lines.flatMap((line) => {
      const offer = item(line.slug)
      return offer ? [{ item: offer, quantity: Number(/^(\d+) ×/.exec(line.text)?.[1] ?? 1) }] : []
    })
    if (chosen.length > 0) {
      const priced = quote(chosen, now)
      const shownRebates = summary.rebates.map((rebate) => `${rebate.slug} ${rebate.price}`)
      const wantedRebates = priced.rebates.map((rebate) => `${rebate.slug} ${monthly(rebate.amount, locale)}`)
      if (JSON.stringify(shownRebates) !== JSON.stringify(wantedRebates))
        say(`summary rebates ${shownRebates.join(' | ')}, catalogue ${wantedRebates.join(' | ')}`)
      if (summary.monthly !== monthly(priced.promotionalMonthlyTotal, locale))
        say(`summary monthly ${summary.monthly}, catalogue ${monthly(priced.promotionalMonthlyTotal, locale)}`)
      const until = priced.promotionalMonthlyTotal < priced.monthlyTotal && priced.promotionUntil ? formatDate(priced.promotionUntil) : null
      if (summary.promotionUntil !== until) say(`summary promotion until ${summary.promotionUntil}, catalogue ${until}`)
    }
  }
  return problems
}

test.describe('every page read as the server wrote it', () => {
  // Scripts off: the figures are the server's HTML (an island renders the same markup when it runs,
  // checked page by page against a crawl with scripts: docs/decisions/106-price-crawl-reads-the-server-html.md),
  // and running them was a third of the crawl's time.
  test.use({ javaScriptEnabled: false })

  for (const site of SITES) {
    for (const locale of SITE_LOCALES[site]) {
      test(
        `site ${site}, ${locale}: every price, fee, promotion and channel count on every page is the catalogue's`,
        { tag: '@reads' },
        async ({ page, request, baseURL }) => {
          test.setTimeout(600_000)
          const truth = await loadTruth(request, await adminToken(request), site, locale)
          expect(truth.packs.size, 'the channel list has packs').toBeGreaterThan(0)
          // A promotion whose words say how long it holds ("3 mois à prix réduit") holds that long from the order.
          for (const offer of truth.offers) {
            const said = offer.promotion && new RegExp(WORDS[locale].promotion.source, 'iu').exec(offer.promotion.label)
            if (said) expect(offer.promotion?.months, `${offer.slug}: "${offer.promotion?.label}"`).toBe(Number(/\d+/.exec(said[0])?.[0]))
          }
          const paths = await sitemapPaths(request, site, locale)
          expect(paths.length).toBeGreaterThan(20)
          const problems: string[] = []
          let figures = 0
          for (const path of paths) {
            const response = await page.goto(onSite(baseURL, site, path))
            expect(response?.status(), path).toBe(200)
            const reading = await readPage(page)
            figures += reading.cards.length + reading.circles.length + reading.summaries.length
            problems.push(...disagreements(path, reading, truth, new Date(), locale))
          }
          expect(problems).toEqual([])
          // The pages did show figures: cards, price circles and the configurator's summary.
          expect(figures).toBeGreaterThan(10)
        },
      )
    }
  }
})

test('the funnel lists the one-off fees line by line, waives the activation online, and the confirmation and the mail say the same', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const truth = await loadTruth(request, await adminToken(request), 1)
  const duo = truth.catalogue.offers.find((offer) => offer.slug === 'duo-1g-tv')!
  const now = new Date()
  const priced = quote([{ item: duo, quantity: 1 }], now)
  expect(priced.oneOffFees.some((fee) => fee.waived)).toBe(true)

  await page.goto('/commande?offre=duo-1g-tv')
  const summary = page.getByTestId('order-summary')
  const checkSummary = async () => {
    const fees = summary.getByTestId('summary-fee')
    await expect(fees).toHaveCount(priced.oneOffFees.length)
    for (const [index, fee] of priced.oneOffFees.entries()) {
      await expect(fees.nth(index)).toContainText(fee.label)
      await expect(fees.nth(index).getByTestId('price')).toContainText(chf(fee.amount))
      await expect(fees.nth(index)).toHaveAttribute('data-waived', String(fee.waived))
      if (fee.waived) await expect(fees.nth(index)).toContainText('frais offerts lors d’une commande en ligne')
    }
    await expect(summary.getByTestId('summary-one-off')).toHaveText(chf(priced.oneOffTotal))
  }
  await checkSummary()

  await orderAddressStep(page)
  const email = `fees.${Date.now()}@example.ch`
  const reference = await confirmPrivateOrder(page, email)

  // The confirmation keeps the recap, fees line by line.
  await expect(page.getByTestId('order-done')).toBeVisible()
  await checkSummary()

  const mail = await expectMail(email, reference)
  const body = mailText(mail)
  for (const fee of priced.oneOffFees) {
    expect(body).toContain(`- ${fee.label}: ${chf(fee.amount)}${fee.waived ? ' (frais offerts lors d’une commande en ligne)' : ''}`)
  }
  expect(body).toContain(`Frais uniques: ${chf(priced.oneOffTotal)}`)
})

test('internet or TV with mobile plans: the promised rebate is a line of the bill in the configurator, the funnel, the confirmation and both mails, and "3 mois à prix réduit" ends three months after the order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const truth = await loadTruth(request, await adminToken(request), 1)
  const duo = truth.catalogue.offers.find((offer) => offer.slug === 'duo-1g-tv')!
  const plus = truth.catalogue.offers.find((offer) => offer.slug === 'mobile-plus')!
  const now = new Date()
  const priced = quote(
    [
      { item: duo, quantity: 1 },
      { item: plus, quantity: 2 },
    ],
    now,
  )
  // The mobile page's promise: 10.- off each mobile plan for internet or TV customers.
  expect(priced.rebates).toEqual([expect.objectContaining({ slug: 'mobile-plus', quantity: 2, amount: 20 })])
  const promotion = activePromotion(duo, now)!
  expect(promotion.months).toBe(3)
  expect(formatDate(priced.promotionUntil)).toBe(formatDate(promotionEnd(promotion, now)))
  // Not the offer's own end (an order placed today pays the promotional price for three months).
  expect(formatDate(priced.promotionUntil)).not.toBe(formatDate(promotion.validUntil))
  const rebate = priced.rebates[0]!

  const checkBill = async (where: string) => {
    const summary = page.getByTestId('order-summary').first()
    const line = summary.getByTestId('summary-rebate')
    await expect(line, where).toHaveCount(1)
    await expect(line).toHaveAttribute('data-slug', 'mobile-plus')
    await expect(line).toContainText(rebate.label)
    await expect(line).toContainText('2 × Mobile Plus')
    await expect(line.getByTestId('price')).toHaveText(/^CHF\s*20\.-\s*\/mois$/)
    await expect(summary.getByTestId('summary-monthly').getByTestId('price')).toHaveText(
      new RegExp(`^CHF\\s*${formatPrice(priced.promotionalMonthlyTotal).replace('.', '\\.')}\\s*/mois$`),
    )
    await expect(summary).toContainText(`Prix promotionnel jusqu’au ${formatDate(priced.promotionUntil)}`)
    await expect(summary.getByTestId('summary-after-promotion')).toContainText(formatPrice(priced.monthlyTotal))
  }

  // The home's configurator, from a shared configuration.
  await page.goto('/?configuration=duo-1g-tv,mobile-plus:2#configurateur')
  await checkBill('configurator')

  await page.goto('/commande?configuration=duo-1g-tv,mobile-plus:2')
  await checkBill('funnel')
  await orderAddressStep(page)
  const email = `rebate.${Date.now()}@example.ch`
  const reference = await confirmPrivateOrder(page, email)
  await expect(page.getByTestId('order-done')).toBeVisible()
  await checkBill('confirmation')
  await expectNoAxeViolations(page, 'the order confirmation', 'all')

  const customer = mailText(await expectMail(email, reference))
  const toNetwork = () => receivedMails().find((mail) => mail.data.includes(reference) && !mail.to.includes(email))
  await expect.poll(() => toNetwork() !== undefined, { timeout: 20_000 }).toBe(true)
  for (const body of [customer, mailText(toNetwork()!)]) {
    expect(body).toContain(`Rabais: ${rebate.label}, sur 2 × Mobile Plus, -CHF 20.- par mois`)
    expect(body).toContain(`Total par mois: CHF ${formatPrice(priced.promotionalMonthlyTotal)} par mois`)
    expect(body).toContain(
      `Prix promotionnel jusqu’au ${formatDate(priced.promotionUntil)}, ensuite CHF ${formatPrice(priced.monthlyTotal)} par mois`,
    )
  }
  // Three months after the order, to the day (a day past the 28th may end on a shorter month's last day: the unit tests).
  const [day = 0, month = 0, year = 0] = formatDate(now.toISOString()).split('.').map(Number)
  if (day <= 28) {
    const later = `${String(day).padStart(2, '0')}.${String(((month + 2) % 12) + 1).padStart(2, '0')}.${month > 9 ? year + 1 : year}`
    expect(formatDate(priced.promotionUntil)).toBe(later)
  }
})

test('the rebate line and the promotion’s end from the order date on every site, in each of its languages, phone and desktop: the configurator and the funnel', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const token = await adminToken(request)
  const paths: Record<Locale, { home: string; order: string }> = {
    fr: { home: '/', order: '/commande' },
    de: { home: '/de', order: '/de/bestellung' },
    en: { home: '/en', order: '/en/order' },
  }
  let width: 375 | 1440 = 375
  for (const site of SITES) {
    for (const locale of SITE_LOCALES[site]) {
      width = width === 375 ? 1440 : 375
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
      const truth = await loadTruth(request, token, site, locale)
      const duo = truth.catalogue.offers.find((offer) => offer.slug === 'duo-1g-tv')!
      const plus = truth.catalogue.offers.find((offer) => offer.slug === 'mobile-plus')!
      const priced = quote(
        [
          { item: duo, quantity: 1 },
          { item: plus, quantity: 2 },
        ],
        new Date(),
      )
      const [rebate] = priced.rebates
      expect(rebate, `site ${site} ${locale}`).toEqual(expect.objectContaining({ slug: 'mobile-plus', quantity: 2, amount: 20 }))
      for (const path of [
        `${paths[locale].home}?configuration=duo-1g-tv,mobile-plus:2`,
        `${paths[locale].order}?configuration=duo-1g-tv,mobile-plus:2`,
      ]) {
        const where = `site ${site} ${path} at ${width}`
        await page.goto(onSite(baseURL, site, path))
        const summary = page.getByTestId('order-summary').first()
        const line = summary.getByTestId('summary-rebate')
        await expect(line, where).toHaveCount(1)
        await expect(line, where).toHaveAttribute('data-slug', 'mobile-plus')
        await expect(line, where).toContainText(rebate!.label)
        await expect(line, where).toContainText('2 × Mobile Plus')
        await expect(line.getByTestId('price'), where).toHaveText(new RegExp(`^CHF\\s*20\\.-\\s*${WORDS[locale].perMonth}$`))
        await expect(summary.getByTestId('summary-monthly').getByTestId('price'), where).toHaveText(
          new RegExp(`^CHF\\s*${formatPrice(priced.promotionalMonthlyTotal).replace('.', '\\.')}\\s*${WORDS[locale].perMonth}$`),
        )
        await expect(summary, where).toContainText(formatDate(priced.promotionUntil))
      }
    }
  }
})
