import { pageIdOf, siteRules, type SiteId } from '@/sites/sites'

import { linkedPages, type LinkIndex } from './links'
import type { ContentDoc } from './model'
import { healthRow, type HealthRow } from './rows'

/** Longest title search engines show whole. */
export const TITLE_MAX = 60

/**
 * Screens the page frame links itself, or that are not for visitors to find: the satisfaction
 * survey (the footer's badge, on a site that shows it) and the editors' sign-in (staff type its
 * address; robots.txt keeps it out of search engines).
 */
function reachedByFrame(screen: string | null, site: SiteId): boolean {
  return screen === 'editor' || (screen === 'satisfaction' && siteRules(site).hasSatisfactionBadge)
}

/** The pages something of a site links to: its navigation trees, and its other published pages, news and offers. */
function reachedPages(docs: readonly ContentDoc[], site: SiteId, index: LinkIndex): Set<number> {
  const reached = new Set<number>()
  for (const doc of docs) {
    if (!doc.published || !doc.sites.includes(site)) continue
    for (const page of linkedPages(doc, site, index)) if (!(doc.collection === 'pages' && doc.id === page)) reached.add(page)
  }
  return reached
}

/**
 * Findability of the published pages of each site: a page no navigation tree, no other page and
 * no news or offer links to (the home and the error page aside) is found by nobody; per locale, a
 * page without a meta description of its own, or whose title is longer than search results show.
 */
export function findabilityRows(docs: readonly ContentDoc[], index: LinkIndex, sites: readonly SiteId[]): HealthRow[] {
  const rows: HealthRow[] = []
  for (const site of sites) {
    const reached = reachedPages(docs, site, index)
    for (const doc of docs) {
      const page = doc.page
      if (doc.collection !== 'pages' || !page || !doc.published || !doc.sites.includes(site)) continue
      const locales = doc.locales[site] ?? []
      if (locales.length === 0) continue
      const base = { site, collection: doc.collection, document: doc.id, title: doc.title } as const
      const found = reached.has(doc.id) || doc.id === pageIdOf(site, 'home') || reachedByFrame(page.screen, site)
      // The error page is reached by every wrong address, never by a link.
      if (!found && doc.id !== pageIdOf(site, 'error')) {
        rows.push(healthRow({ ...base, kind: 'orphan-page' }))
      }
      for (const locale of locales) {
        if (!page.seoDescriptions[locale]) rows.push(healthRow({ ...base, kind: 'missing-description', locale, field: 'seo.description' }))
        const seoTitle = page.seoTitles[locale]
        const title = seoTitle || page.titles[locale] || ''
        if (title.length > TITLE_MAX) {
          rows.push(
            healthRow({
              ...base,
              kind: 'long-title',
              locale,
              field: seoTitle ? 'seo.title' : 'title',
              params: { length: title.length, max: TITLE_MAX },
            }),
          )
        }
      }
    }
  }
  return rows
}
