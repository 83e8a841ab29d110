import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, onSite, ownClient } from './support'

/** axe on the page at rest: the pointer left on the button just clicked would show its hover state. */
async function checkAccessibility(page: Page, label: string) {
  await page.mouse.move(0, 0)
  await expectNoAxeViolations(page, label)
}

/** Node's resolver knows no a/b/c.localhost: API calls go to the server with the site's Host header. */
const SITE_HOSTS = { 1: 'a.localhost', 2: 'b.localhost', 3: 'c.localhost' } as const
const hostOf = (baseURL: string | undefined, site: 1 | 2 | 3) => ({ host: `${SITE_HOSTS[site]}:${new URL(baseURL ?? '').port}` })

/**
 * §2 partner area: /partenaires, /de/partner, /en/partner and the Entremont reseller page 1375,
 * behind the password editors set (the seed's demo one). Wrong passwords are counted per client
 * (X-Forwarded-For), so each test has its own.
 */
const PASSWORD = process.env.PARTNER_PASSWORD ?? 'partenaires-demo-2026'

/** A request from the page itself, with the browser's cookies for the site's host. */
function fetchInPage(page: Page, url: string) {
  return page.evaluate(async (target) => {
    const response = await fetch(target)
    return { status: response.status, start: (await response.text()).slice(0, 5) }
  }, url)
}

async function enter(page: Page, password: string, button: RegExp) {
  await page.getByLabel(/Mot de passe|Passwort|Password/).fill(password)
  await page.getByRole('button', { name: button }).click()
}

test('a wrong password gets §8’s message in fr, de and en, on two sites', { tag: '@reads' }, async ({ page, baseURL }) => {
  await ownClient(page)
  for (const [site, path, button, message] of [
    [1, '/partenaires', /Accéder aux documents/, 'Le mot de passe semble incorrecte'],
    [2, '/de/wiederverkaeufer-1375', /Zu den Dokumenten/, 'Das Passwort scheint falsch zu sein'],
    [1, '/en/partner', /Open the documents/, 'The password seems to be incorrect'],
  ] as const) {
    await page.goto(onSite(baseURL, site, path))
    await enter(page, 'not-the-password', button)
    await expect(page.getByText(message)).toBeVisible()
    await expect(page.getByLabel(/Mot de passe|Passwort|Password/)).toHaveAttribute('aria-invalid', 'true')
    await checkAccessibility(page, `partner area, wrong password ${path}`)
  }
})

test('in French the documents’ sizes read ko, and they download under their French title (site 1, fr)', async ({ page, baseURL }) => {
  await ownClient(page)
  await page.goto(onSite(baseURL, 1, '/partenaires'))
  await enter(page, PASSWORD, /Accéder aux documents/)
  const facts = page.getByRole('listitem').filter({ hasText: 'Liste de prix revendeurs' }).locator('p.text-muted')
  await expect(facts).toContainText(/PDF, \d+ ko$/)
  await expect(page.getByRole('main')).not.toContainText('KB')
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: /Télécharger.*Liste de prix revendeurs/ }).click()
  expect((await downloading).suggestedFilename()).toBe('Liste_de_prix_revendeurs.pdf')
})

test('five wrong tries lock the client out with 429, even with the right password next (site 2, fr)', async ({ page, baseURL }) => {
  await ownClient(page)
  await page.goto(onSite(baseURL, 2, '/revendeurs-1375'))
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answer = page.waitForResponse((response) => response.url().includes('/api/partner-area/session'))
    await enter(page, `wrong-${attempt}`, /Accéder aux documents/)
    expect((await answer).status()).toBe(401)
  }
  const locked = page.waitForResponse((response) => response.url().includes('/api/partner-area/session'))
  await enter(page, PASSWORD, /Accéder aux documents/)
  expect((await locked).status()).toBe(429)
  await expect(page.locator('form [role=alert]')).toContainText('Trop de tentatives avec un mauvais mot de passe.')
  await checkAccessibility(page, 'partner area, locked out')
})

test('the right password opens the documents; they download, and log out closes them again (site 1, de; site 2, en)', async ({
  page,
  baseURL,
}) => {
  await ownClient(page)
  await page.goto(onSite(baseURL, 1, '/de/partner'))
  await enter(page, PASSWORD, /Zu den Dokumenten/)
  await expect(page.getByRole('heading', { name: 'Reservierte Dokumente', level: 3 })).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Preislisten' })).toBeVisible()
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'partner_session')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/partner-area' })
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 7.9 * 3600)
  expect(cookie?.expires ?? 0).toBeLessThan(Date.now() / 1000 + 8.1 * 3600)
  await checkAccessibility(page, 'partner area, documents')

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: /Herunterladen.*Preisliste für Wiederverkäufer/ }).click()
  const download = await downloading
  // Named in the visitor's language, not by the French title.
  expect(download.suggestedFilename()).toBe('Preisliste_fur_Wiederverkaufer.pdf')
  const href = await page.getByRole('link', { name: /Herunterladen.*Preisliste/ }).getAttribute('href')
  expect(href).toMatch(/^\/api\/partner-area\/documents\/\d+\?locale=de$/)
  expect(await fetchInPage(page, href ?? '')).toEqual({ status: 200, start: '%PDF-' })

  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page.getByLabel('Passwort')).toBeVisible()
  expect((await page.context().cookies()).find((entry) => entry.name === 'partner_session')).toBeUndefined()
  expect((await fetchInPage(page, href ?? '')).status).toBe(401)

  // Entremont's reseller page opens the same documents, with a session of its own host.
  await page.goto(onSite(baseURL, 2, '/en/resellers-1375'))
  await enter(page, PASSWORD, /Open the documents/)
  await expect(page.getByRole('heading', { name: 'Reserved documents', level: 3 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Technical documentation' })).toBeVisible()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Open the documents' })).toBeVisible()
})

test(
  'the files are refused without a session, and neither the password nor its hash reach a page',
  { tag: '@reads' },
  async ({ request, baseURL }) => {
    const headers = hostOf(baseURL, 1)
    const list = await request.get('/api/partner-area/documents', { headers })
    expect(list.status()).toBe(401)
    for (const id of [1, 2, 3, 4]) {
      const file = await request.get(`/api/partner-area/documents/${id}`, { headers })
      expect(file.status()).toBe(401)
      expect(file.headers()['content-type']).toContain('application/problem+json')
    }
    for (const name of ['partner-price-list.pdf', 'partner-agreement.pdf']) {
      const direct = await request.get(`/cms-api/partner-documents/file/${name}`, { headers })
      expect([401, 403, 404]).toContain(direct.status())
    }
    const forged = await request.get('/api/partner-area/documents/1', {
      headers: { ...headers, cookie: `partner_session=${Date.now() + 3600_000}.${'A'.repeat(43)}` },
    })
    expect(forged.status()).toBe(401)
    expect((await request.get('/cms-api/globals/partner-area', { headers })).status()).toBe(403)
    for (const [site, path] of [
      [1, '/partenaires'],
      [2, '/revendeurs-1375'],
      [3, '/de/partner'],
    ] as const) {
      const html = await (await request.get(path, { headers: hostOf(baseURL, site) })).text()
      expect(html).not.toContain(PASSWORD)
      expect(html).not.toContain('$argon2')
      expect(html).not.toContain('partner-price-list.pdf')
    }
  },
)

test(
  'the German partner area lists German titles and downloads with German names, and writes no space before a colon (sites 1 and 2)',
  { tag: '@variant' },
  async ({ page, baseURL }) => {
    const titles = [
      'Preisliste für Wiederverkäufer',
      'Verkaufsargumente Internet und TV',
      'Installationsanleitung der Box',
      'Partnerschaftsvertrag',
    ]
    for (const [site, path] of [
      [1, '/de/partner'],
      [2, '/de/wiederverkaeufer-1375'],
    ] as const) {
      await ownClient(page)
      await page.goto(onSite(baseURL, site, path))
      await enter(page, PASSWORD, /Zu den Dokumenten/)
      await expect(page.getByRole('heading', { name: 'Reservierte Dokumente', level: 3 })).toBeFocused()
      const shown = await page.locator('main li p.font-semibold').allTextContents()
      expect([...shown].sort()).toEqual([...titles].sort())
      for (const title of titles) {
        const downloading = page.waitForEvent('download')
        await page.getByRole('link', { name: new RegExp(`Herunterladen.*${title}`) }).click()
        const name = (await downloading).suggestedFilename()
        // The German title, folded to a safe header value (ä → a, spaces → _).
        expect(name, title).toBe(`${title.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ /g, '_')}.pdf`)
      }
      // German punctuation: "Hinweis:" never "Hinweis :".
      // The text a reader sees, without the words only screen readers hear.
      const seen = await page.locator('main').evaluate((main) => {
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
        let text = ''
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (!node.parentElement?.closest('.sr-only')) text += node.textContent
        return text
      })
      expect(seen).toContain('Preisliste für Wiederverkäufer')
      expect(seen).not.toMatch(/\s[:;!?]/)
      await page.screenshot({ path: test.info().outputPath(`partner-de-site${site}.png`), fullPage: true })
    }
  },
)

test('the password form is in the server’s HTML: seen at once, sent only by its script (POST, never the password in an address)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/partenaires')
  const form = page.getByTestId('partner-sign-in')
  await expect(form).toHaveAttribute('method', 'post')
  await expect(form.getByLabel('Mot de passe')).toBeVisible()
  await expect(form.getByLabel('Mot de passe')).toBeDisabled()
  await expect(form.getByRole('button', { name: 'Accéder aux documents' })).toBeDisabled()
  await context.close()
})
