import 'server-only'

import { cms } from '@/cms/client'
import { publishedWhere } from '@/cms/published'
import { newsHref } from '@/features/news'
import { allPublishedPages } from '@/features/pages/server'
import { getPathname } from '@/i18n/navigation'
import { translator } from '@/i18n/translator'
import { contentChanges } from '@/lib/content-changes'
import { logger } from '@/lib/logger'
import { LOCALES, type Locale } from '@/i18n/locales'
import { pageIdOf } from '@/sites/sites'
import type { SiteId } from '@/sites/sites'

import { searchDocuments, type SearchableChannel, type SearchableScreen } from './documents'
import { buildSearchIndex, type SearchIndex } from './engine'
import { processWide } from '@/lib/process-wide'

/** The collections an index is built from: a save or deletion in any of them makes it stale. */
const INDEXED_COLLECTIONS = ['pages', 'news', 'channels', 'channel-categories'] as const
/** Whole scans of news and channels read at most this many documents. */
const SCAN_LIMIT = 1000
/**
 * A save reaches only the process that served it; with several instances the others rebuild
 * after this long at most (the site pages' own time-based safety net is one hour).
 */
const MAX_AGE_MS = 10 * 60 * 1000

/** §5: news items are kept only if they have a picture; each opens its detail route. */
async function loadNews(site: SiteId, locale: Locale) {
  const { docs } = await (
    await cms()
  ).find({
    collection: 'news',
    where: publishedWhere({ site, and: [{ media: { exists: true } }] }),
    locale,
    fallbackLocale: 'fr',
    draft: false,
    depth: 0,
    limit: SCAN_LIMIT,
    sort: '-dateFrom',
    select: { title: true, text: true },
  })
  return docs.map((doc) => ({
    id: doc.id,
    title: doc.title,
    text: doc.text,
    url: newsHref({ id: String(doc.id), title: doc.title }, locale),
  }))
}

/** Channels with the names of their genres (the main categories 399/405 name every channel, so they are left out). */
async function loadChannels(locale: Locale): Promise<SearchableChannel[]> {
  const payload = await cms()
  const [channels, categories] = await Promise.all([
    payload.find({ collection: 'channels', where: publishedWhere({}), draft: false, depth: 0, limit: SCAN_LIMIT, sort: 'number' }),
    payload.find({
      collection: 'channel-categories',
      where: publishedWhere({}),
      locale,
      fallbackLocale: 'fr',
      draft: false,
      depth: 0,
      limit: SCAN_LIMIT,
    }),
  ])
  const genres = new Map(categories.docs.filter((category) => category.parent).map((category) => [category.id, category.name]))
  return channels.docs.map((channel) => ({
    number: channel.number,
    title: channel.title,
    langue: channel.langue,
    hd: channel.hd,
    replay: channel.replay,
    categories: (channel.categories ?? []).flatMap((category) => {
      const name = genres.get(typeof category === 'number' ? category : category.id)
      return name ? [name] : []
    }),
  }))
}

/**
 * The screens a customer looks for that are no CMS page: the order tracking (reached otherwise
 * from the mail) and the private price list, in `locale`, with their words in the other languages.
 */
function searchableScreens(locale: Locale): SearchableScreen[] {
  const screens = [
    { key: 'orderTracking', url: getPathname({ href: '/order/tracking', locale }) },
    { key: 'priceList', url: `/api/price-list?audience=private&locale=${locale}` },
  ] as const
  return screens.map(({ key, url }) => {
    const words = (other: Locale) => {
      const t = translator(other)
      return `${t(`search.screens.${key}.title`)} ${t(`search.screens.${key}.text`)}`
    }
    const t = translator(locale)
    return {
      key,
      url,
      title: t(`search.screens.${key}.title`),
      text: t(`search.screens.${key}.text`),
      elsewhere: LOCALES.filter((other) => other !== locale)
        .map(words)
        .join(' '),
      audience: 'private',
    }
  })
}

/** Reads the site's published content in one locale and indexes it (also timed by scripts/bench/search.ts). */
export async function buildSiteIndex(site: SiteId, locale: Locale): Promise<SearchIndex> {
  const started = performance.now()
  const others = LOCALES.filter((other) => other !== locale)
  const [pages, news, channels, ...pagesElsewhere] = await Promise.all([
    allPublishedPages(site, locale),
    loadNews(site, locale),
    loadChannels(locale),
    ...others.map((other) => allPublishedPages(site, other)),
  ])
  const t = translator(locale)
  const documents = searchDocuments({
    locale,
    pages,
    news,
    channels,
    channelsPageId: pageIdOf(site, 'television'),
    pagesElsewhere: pagesElsewhere.flat(),
    screens: searchableScreens(locale),
    excludedPageIds: new Set([pageIdOf(site, 'error'), ...pages.filter((page) => page.screen === 'search').map((page) => page.id)]),
    channelWords: (channel) =>
      [t('search.channel', { number: channel.number }), channel.hd ? 'HD' : null, channel.replay ? 'Replay' : null]
        .filter(Boolean)
        .join(' · '),
  })
  const index = buildSearchIndex(documents)
  logger.info({ site, locale, documents: documents.length, ms: Math.round(performance.now() - started) }, 'search index built')
  return index
}

type Built = { index: Promise<SearchIndex>; changes: number; at: number }

function built(): Map<string, Built> {
  return processWide<Map<string, Built>>('search-indexes', () => new Map())
}

/**
 * The index of one site and locale, built on first use and rebuilt lazily on the first query after
 * an editor's save (or after MAX_AGE_MS). Concurrent queries share one build; a failed build is
 * not kept.
 */
export function searchIndexFor(site: SiteId, locale: Locale): Promise<SearchIndex> {
  const key = `${site}:${locale}`
  const changes = contentChanges(INDEXED_COLLECTIONS)
  const current = built().get(key)
  if (current && current.changes === changes && Date.now() - current.at < MAX_AGE_MS) return current.index
  const index = buildSiteIndex(site, locale)
  built().set(key, { index, changes, at: Date.now() })
  index.catch(() => {
    if (built().get(key)?.index === index) built().delete(key)
  })
  return index
}
