import 'server-only'

import { newsHref } from '@/features/news'
import { listNews } from '@/features/news/server'
import { listPublishedPages } from '@/features/pages/server'
import { referenceUrl } from '@/features/references'
import { listReferences } from '@/features/references/server'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { linkedDocs, linkKey, type LinkTargets } from './rich-text'

type Published = { collection: string; id: number; url: string | null }

/** The published documents of the site among these ids, each with its URL in the locale. */
async function publishedUrls(collection: string, ids: number[], site: SiteId, locale: Locale): Promise<Published[]> {
  const options = { site, locale, idIn: ids, limit: ids.length, sort: 'id' as const }
  if (collection === 'pages') {
    const { docs } = await listPublishedPages(options)
    return docs.map((page) => ({ collection, id: page.id, url: page.urls[locale] ?? null }))
  }
  if (collection === 'news') {
    const { docs } = await listNews(options)
    return docs.map((news) => ({ collection, id: news.id, url: newsHref({ id: String(news.id), title: news.title }, locale) }))
  }
  if (collection === 'references') {
    const { docs } = await listReferences(options)
    return docs.map((reference) => ({ collection, id: reference.id, url: referenceUrl(reference.slug, locale) }))
  }
  // Other collections (media, users …) have no page on the site.
  return []
}

/**
 * Where the internal links of these rich texts lead on the site, in the locale: the URL of a
 * published page, news item or reference of the site. A link to anything else leads nowhere.
 */
export async function linkTargets(values: readonly unknown[], site: SiteId, locale: Locale): Promise<LinkTargets> {
  const byCollection = new Map<string, number[]>()
  for (const doc of linkedDocs(values)) byCollection.set(doc.relationTo, [...(byCollection.get(doc.relationTo) ?? []), doc.id])
  const found = await Promise.all([...byCollection].map(([collection, ids]) => publishedUrls(collection, ids, site, locale)))
  return new Map(found.flat().flatMap((doc) => (doc.url ? [[linkKey({ relationTo: doc.collection, id: doc.id }), doc.url] as const] : [])))
}
