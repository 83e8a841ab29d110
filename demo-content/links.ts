import { pageUrls } from '@/features/pages'
import type { Locale } from '@/i18n/locales'

import { PAGES } from './pages-data'
import type { L } from './upsert'

function seededPage(id: number) {
  const page = PAGES.find((candidate) => candidate.id === id)
  if (!page) throw new Error(`seed: unknown page ${id}`)
  return page
}

/** The public path of a seeded page, built as the site builds it; null without a slug in that language. */
export function pageHref(id: number, locale: Locale): string | null {
  const page = seededPage(id)
  return pageUrls({ id, screen: page.screen, sections: page.sections, slugs: page.slug })[locale] ?? null
}

/** §3 link to a page in one locale; the label defaults to the page title. */
export function pageLink(id: number, locale: Locale, label?: L) {
  return { url: pageHref(id, locale), label: (label ?? seededPage(id).title)[locale], target: '_self' as const }
}

/** §3 link that leaves the site (customer area, webmail…): opens in a new tab. */
export function externalLink(url: string, label: L, locale: Locale) {
  return { url, label: label[locale], target: '_blank' as const }
}
