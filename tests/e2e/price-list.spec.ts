import { expect, test, type APIRequestContext } from '@playwright/test'

import { toCatalogueItem, type CatalogueItem } from '../../src/features/catalogue/catalogue'
import { currentMonthlyPrice } from '../../src/features/catalogue/pricing'
import type { Product } from '../../src/cms/payload-types'
import { formatPrice } from '../../src/lib/formats'
import { pdfText } from '../../src/lib/pdf'
import { adminToken, onSite } from './support'

/**
 * The price list PDF of the downloads page is each site's own: written from that site's catalogue
 * when downloaded, so an offer priced apart on Entremont reads Entremont's price there.
 */

const HOSTS = { 1: 'a.localhost', 2: 'b.localhost' } as const

async function catalogueOf(request: APIRequestContext, token: string, site: 1 | 2): Promise<CatalogueItem[]> {
  const query = new URLSearchParams({
    'where[site][equals]': String(site),
    'where[audience][equals]': 'private',
    'where[_status][equals]': 'published',
    locale: 'fr',
    depth: '1',
    limit: '400',
  })
  const response = await request.get(`/cms-api/products?${query}`, { headers: { authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Product[] }).docs.map(toCatalogueItem)
}

/** The strings a PDF page draws, in order (the site's PDFs write their text uncompressed, Latin-1). */
function pdfStrings(bytes: Buffer): string[] {
  const text = bytes.toString('latin1')
  return [...text.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map(([, value = '']) => value.replace(/\\(.)/g, '$1'))
}

/** The price drawn right of an offer's name. */
function priceOf(strings: string[], name: string): string | undefined {
  const index = strings.indexOf(pdfText(name))
  return index < 0 ? undefined : strings[index + 1]
}

test('the downloads page’s price list shows Entremont’s price on Entremont, the main site’s on the main site', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await adminToken(request)
  const [main, entremont] = await Promise.all([catalogueOf(request, token, 1), catalogueOf(request, token, 2)])
  const now = new Date()
  const differing = entremont.filter((offer) => {
    const other = main.find((candidate) => candidate.slug === offer.slug)
    return other && offer.kind !== 'option' && currentMonthlyPrice(other, now) !== currentMonthlyPrice(offer, now)
  })
  expect(differing.length, 'an offer priced apart on Entremont').toBeGreaterThan(0)

  // The visitor's way: Entremont's downloads page, its price list link.
  await page.goto(onSite(baseURL, 2, '/x-2121'))
  const link = page.getByRole('link', { name: 'Liste de prix particuliers' })
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/api\/price-list\?/)
  const onEntremont = await request.get(href, { headers: { host: HOSTS[2] } })
  const onMain = await request.get(href, { headers: { host: HOSTS[1] } })
  for (const response of [onEntremont, onMain]) {
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
  }
  const entremontStrings = pdfStrings(await onEntremont.body())
  const mainStrings = pdfStrings(await onMain.body())
  expect(entremontStrings[0]).toContain('Netplus Entremont')
  for (const offer of differing) {
    const own = main.find((candidate) => candidate.slug === offer.slug)!
    expect(priceOf(entremontStrings, offer.name), `${offer.slug} on Entremont`).toBe(formatPrice(currentMonthlyPrice(offer, now)))
    expect(priceOf(mainStrings, own.name), `${offer.slug} on the main site`).toBe(formatPrice(currentMonthlyPrice(own, now)))
  }
  // Every offer of the site is listed at its price today.
  for (const offer of entremont)
    expect(priceOf(entremontStrings, offer.name), offer.slug).toBe(formatPrice(currentMonthlyPrice(offer, now)))

  // In the page's language, and a list that does not exist is refused in it.
  await page.goto(onSite(baseURL, 2, '/de/x-2121'))
  const german = await request.get((await page.getByRole('link', { name: 'Preisliste Privatkunden' }).getAttribute('href')) ?? '', {
    headers: { host: HOSTS[2] },
  })
  expect(pdfStrings(await german.body())[0]).toBe('Preisliste Privatkunden - Netplus Entremont')
  expect(german.headers()['content-disposition']).toContain('filename="Preisliste_Privatkunden.pdf"')
  const refused = await request.get('/api/price-list?audience=resellers&locale=de', { headers: { host: HOSTS[2] } })
  expect(refused.status()).toBe(400)
  expect(((await refused.json()) as { detail: string }).detail).toBe(
    'Diese Preisliste gibt es nicht: Wählen Sie Privat- oder Geschäftskunden.',
  )
})

test('the price list is found where prices are: linked from the offer pages’ conditions and by search, and it states the rebates', async ({
  page,
  request,
}) => {
  await page.goto('/offres-mobiles-503')
  const link = page.getByRole('main').getByRole('link', { name: 'liste de prix' })
  await expect(link).toHaveAttribute('href', '/api/price-list?audience=private&locale=fr')
  await page.goto('/recherche?q=liste+de+prix')
  await expect(page.getByTestId('search-results').getByRole('link', { name: 'Liste de prix (PDF)' })).toHaveAttribute(
    'href',
    '/api/price-list?audience=private&locale=fr',
  )
  const pdf = await request.get('/api/price-list?audience=private&locale=fr')
  expect(pdf.status()).toBe(200)
  const strings = pdfStrings(await pdf.body())
  expect(strings.some((text) => text.includes(pdfText('Rabais clients internet ou TV')))).toBe(true)
})
