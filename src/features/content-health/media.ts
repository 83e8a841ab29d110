import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import type { ContentDoc, MediaDoc } from './model'
import { healthRow, type HealthRow } from './rows'

/** Pages named in a row: enough to find the use, not a list to read. */
const PAGES_NAMED = 5

/**
 * The media of published pages, per site: an image without an alternative text in a locale one of
 * its pages is read in (a screen reader would read another language, or nothing), and a file
 * larger than the settings allow.
 */
export function mediaRows(docs: readonly ContentDoc[], media: readonly MediaDoc[], largeFileBytes: number): HealthRow[] {
  const byId = new Map(media.map((item) => [item.id, item]))
  // site → media → locale → the pages using it there (their titles)
  const uses = new Map<SiteId, Map<number, Map<Locale, string[]>>>()
  for (const doc of docs) {
    if (doc.collection !== 'pages' || !doc.published) continue
    for (const site of doc.sites) {
      const ofSite = uses.get(site) ?? new Map<number, Map<Locale, string[]>>()
      uses.set(site, ofSite)
      for (const ref of doc.media) {
        const ofMedia = ofSite.get(ref.id) ?? new Map<Locale, string[]>()
        ofSite.set(ref.id, ofMedia)
        for (const locale of doc.locales[site] ?? []) {
          const pages = ofMedia.get(locale) ?? []
          if (!pages.includes(doc.title)) ofMedia.set(locale, [...pages, doc.title])
        }
      }
    }
  }
  const rows: HealthRow[] = []
  for (const [site, ofSite] of uses) {
    for (const [id, ofMedia] of ofSite) {
      const item = byId.get(id)
      if (!item) continue
      const base = { site, collection: 'media', document: id, title: item.title } as const
      const allPages = [...new Set([...ofMedia.values()].flat())]
      if (item.filesize !== null && item.filesize > largeFileBytes) {
        rows.push(
          healthRow({
            ...base,
            kind: 'large-file',
            params: {
              size: item.filesize,
              limit: largeFileBytes,
              pages: allPages.slice(0, PAGES_NAMED),
              pageCount: allPages.length,
            },
          }),
        )
      }
      if (!item.isImage) continue
      for (const [locale, pages] of ofMedia) {
        if (item.alt[locale]) continue
        rows.push(
          healthRow({
            ...base,
            kind: 'missing-alt',
            locale,
            field: 'alt',
            params: { pages: pages.slice(0, PAGES_NAMED), pageCount: pages.length },
          }),
        )
      }
    }
  }
  return rows
}
