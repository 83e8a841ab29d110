import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, onSite } from './support'

/**
 * Pages with content of their own: contact details from the site settings, Entremont's footer, the academy's own
 * pages, the privacy and cookie policies, and the legal notice's publisher.
 */

const CONTACTS = [
  { site: 1, path: '/contact', phone: '0800 800 400', tel: 'tel:+41800800400', city: '1950 Sion' },
  { site: 2, path: '/contact', phone: '027 783 11 11', tel: 'tel:+41277831111', city: '1934 Le Châble' },
  { site: 3, path: '/de/contact', phone: '026 350 11 11', tel: 'tel:+41263501111', city: '1700 Fribourg' },
] as const

for (const contact of CONTACTS) {
  test(`site ${contact.site}: the contact page shows the site's phone, postal address and opening hours, the same number as the header`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(onSite(baseURL, contact.site, contact.path))
    const details = page.getByTestId('contact-details')
    await expect(details.getByTestId('contact-phone')).toHaveText(contact.phone)
    await expect(details.getByTestId('contact-phone')).toHaveAttribute('href', contact.tel)
    await expect(page.getByTestId('header-phone')).toHaveAttribute('href', contact.tel)
    await expect(details.getByTestId('contact-address')).toContainText(contact.city)
    await expect(details.getByTestId('contact-hours').locator('dt').first()).toHaveText(/\S/)
    await expect(details.getByTestId('contact-hours').locator('dd').first()).toHaveText(/\d{2}:\d{2}/)
  })
}

test('business contact: the business line, its hours and the SLA fault desk', async ({ page, baseURL }) => {
  await page.goto(onSite(baseURL, 2, '/business/contact-entreprises-576'))
  const details = page.getByTestId('contact-details')
  await expect(details.getByTestId('contact-phone')).toHaveText('027 783 11 12')
  await expect(details.getByTestId('contact-hours')).toContainText('Dérangements (contrats SLA)')
  await expectNoAxeViolations(page, 'Entremont business contact')
})

test('the mobile "Appeler" dials the site and audience number', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(onSite(baseURL, 2, '/'))
  await expect(page.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', 'tel:+41277831111')
})

test('Entremont’s footer has the legal notice and the satisfaction badge like the other private sites', async ({ page, baseURL }) => {
  await page.goto(onSite(baseURL, 2, '/profil-1353'))
  const footer = page.getByTestId('site-footer')
  await footer.getByRole('link', { name: 'Mentions légales' }).click()
  await expect(page).toHaveURL(/\/mentions-legales-161$/)
  await expect(page.getByTestId('publisher')).toContainText('Netplus Entremont SA')
  await expect(page.getByTestId('publisher-uid')).toHaveText('CHE-215.730.462')
  await expect(page.getByTestId('satisfaction-badge')).toHaveAttribute('href', '/satisfaction')
  await expectNoAxeViolations(page, 'Entremont legal notice')
})

test('the academy menu entries each open their own page', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(onSite(baseURL, 1, '/academy-3201'))
  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  await nav.getByRole('button', { name: 'Cours' }).click()
  // Each menu entry and the title of the page it must open.
  const entries = [
    ['Tout voir : Cours', 'Tous les cours'],
    ['Smartphone', 'Smartphone'],
    ['Wi-Fi à la maison', 'Wi-Fi à la maison'],
  ] as const
  const targets = await Promise.all(
    entries.map(async ([name, title]) => ({
      title,
      href: (await nav.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '',
    })),
  )
  expect(new Set([...targets.map((target) => target.href), '/academy-3201']).size).toBe(entries.length + 1)
  for (const { href, title } of targets) {
    await page.goto(onSite(baseURL, 1, href))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    // Each course page lists its next sessions, dated after today.
    await expect(page.locator('#sessions li').first()).toContainText(/le \d{2}\.\d{2}\.\d{4}/)
  }
  await expectNoAxeViolations(page, 'academy topic page')
})

test.describe('privacy and cookie policies', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('linked from the consent banner and the footer, in the visitor’s language, on every site', async ({ page, baseURL }) => {
    test.slow()
    for (const [site, path, privacy, cookies] of [
      [1, '/', 'Politique de confidentialité', 'Politique de cookies'],
      [2, '/de', 'Datenschutzerklärung', 'Cookie-Richtlinie'],
      [3, '/', 'Politique de confidentialité', 'Politique de cookies'],
    ] as const) {
      await page.goto(onSite(baseURL, site, path))
      const banner = page.getByTestId('consent-banner')
      await expect(banner.getByRole('link', { name: cookies })).toBeVisible()
      const footer = page.getByTestId('site-footer')
      const fromFooter = await footer.getByRole('link', { name: privacy }).getAttribute('href')
      expect(await banner.getByRole('link', { name: privacy }).getAttribute('href')).toBe(fromFooter)
    }
    await page.getByTestId('consent-banner').getByRole('link', { name: 'Politique de cookies' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de cookies')
    await expect(page.locator('main')).toContainText('cookie_control_enabled_cookies')
    await expectNoAxeViolations(page, 'cookie policy with the banner')
  })

  test('the privacy policy names its controller and the data of each form', async ({ page, baseURL }) => {
    await page.goto(onSite(baseURL, 1, '/en/privacy-policy-3160'))
    await expect(page.getByTestId('publisher')).toContainText('Netplus SA')
    await expect(page.locator('#data-collected')).toContainText('Outage alerts')
    await expect(page.locator('#purposes')).toContainText('GDPR')
  })
})

test('the downloads page links real PDF documents', async ({ page, baseURL, request }) => {
  await page.goto(onSite(baseURL, 2, '/telechargements-2121'))
  const link = page.locator('#documents').getByRole('link', { name: 'Liste de prix particuliers' })
  const href = await link.getAttribute('href')
  const response = await request.get(href ?? '', { headers: { host: 'b.localhost' } })
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
})
