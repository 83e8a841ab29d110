import { readFileSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { HEADLESS_SHELL_WITHOUT_IMAGES } from './browsers'
import { allIslandsLive, liveIsland, onSite, waitForHydration } from './support'

// Words are read; pictures are not.
test.use({ launchOptions: HEADLESS_SHELL_WITHOUT_IMAGES })

/**
 * A page carries the messages of the frame's client components, and each screen's client components
 * get theirs where the screen is rendered (src/i18n/message-subsets.ts). A component left without its
 * messages shows their keys: no page of site 1, in French and German, shows one, nor logs a missing
 * message.
 */

const namespaces = Object.keys(JSON.parse(readFileSync('messages/fr.json', 'utf8')) as object)
const MESSAGE_KEY = new RegExp(`\\b(${namespaces.join('|')})\\.[a-zA-Z]+`)

/** The page's words as a visitor or a screen reader gets them: text, labels, placeholders, titles. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement
    body.querySelectorAll('script, style, template').forEach((element) => element.remove())
    const attributes = [...body.querySelectorAll('[aria-label], [placeholder], [title], [alt], [data-label]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt', 'data-label'].map((name) => element.getAttribute(name) ?? ''),
    )
    return [body.textContent ?? '', ...attributes].join('\n')
  })
}

async function pagesOfSite1(page: Page, locale: 'fr' | 'de'): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml', { headers: { host: 'a.localhost' } })
  const urls = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    ([, loc = '']) => new URL(loc.replace(/&amp;/g, '&')).pathname,
  )
  const inLocale = urls.filter((path) => (locale === 'fr' ? !/^\/(de|en)(\/|$)/.test(path) : /^\/de(\/|$)/.test(path)))
  // A news item or a reference is one more of its kind: the list screens are what is checked here.
  return inLocale.filter((path) => !/\/(actualites|news|references|referenzen)\/[^/]+$/.test(path))
}

for (const locale of ['fr', 'de'] as const) {
  test(`no page of site 1 in ${locale} shows a message key`, async ({ page, baseURL }) => {
    // A safety net for ~50 pages on a loaded machine (~70 s on a quiet one).
    test.setTimeout(600_000)
    const missing: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('MISSING_MESSAGE')) missing.push(message.text())
    })
    const paths = await pagesOfSite1(page, locale)
    expect(paths.length).toBeGreaterThan(25)
    for (const path of paths) {
      await page.goto(onSite(baseURL, 1, path))
      await waitForHydration(page)
      await allIslandsLive(page)
      expect((await shownText(page)).match(MESSAGE_KEY)?.[0], path).toBeUndefined()
    }

    // The home's availability check shows more once it has a postcode: the street, the number, the check.
    await page.goto(onSite(baseURL, 1, locale === 'fr' ? '/' : '/de'))
    const check = await liveIsland(page, 'availability-check')
    await check.getByLabel(locale === 'fr' ? 'Code postal' : 'Postleitzahl').fill('1936')
    await expect(check.getByRole('combobox')).toBeVisible()
    expect((await shownText(page)).match(MESSAGE_KEY)?.[0]).toBeUndefined()
    expect(missing).toEqual([])
  })
}
