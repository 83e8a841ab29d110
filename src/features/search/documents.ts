/**
 * What the search index holds for one site and locale (§5 "Search result"): published pages,
 * the contents of their blocs, news items and TV channels, each already reduced to the result it
 * gives. Pure: the server loader reads the CMS and hands the records over.
 */
import type { Page } from '@/cms/payload-types'
import { audienceOf, type Audience } from '@/sites/audience'
import type { Locale } from '@/i18n/locales'

import { richTextWords } from './text'

export const SEARCH_KINDS = ['page', 'content', 'news', 'channel'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

type SearchLink = { url: string; label: string; target: '_self' | '_blank'; section: string | null }

/** One result a visitor can open: its §5 id, where it leads and what it is called. */
export type SearchEntry = {
  /** §5 de-duplication id: a page's id, also for a content whose first link is that page. */
  id: number | string
  kind: SearchKind
  /** §7 `@type`: the page type, 'content', 'news' or 'channel'. */
  type: string
  title: string
  /** §5 short_url; never empty in the index. */
  url: string
  /** §7 `section`: the page's first section, or the content's bloc section. */
  section: string | null
  /** Private, business or academy (§1), shown beside the result. */
  audience: Audience
  link: SearchLink
}

/** What is searched (`title` hits rank above `text` hits), where it comes from, and the result it gives. */
export type SearchDocument = {
  key: string
  source: SearchKind
  title: string
  text: string
  /** The same page's words in the site's other languages: a visitor may search with the word they know. */
  elsewhere?: string
  entry: SearchEntry
}

export type SearchablePage = Pick<
  Page,
  'id' | 'title' | 'subtitle' | 'category' | 'type' | 'sections' | 'screen' | 'text_1' | 'description' | 'blocs'
> & {
  urls: Partial<Record<Locale, string>>
}

export type SearchableNews = { id: number; title: string; text?: string | null; url: string }

export type SearchableChannel = {
  number: number
  title: string
  langue: string
  categories: string[]
  hd?: boolean | null
  replay?: boolean | null
}

/**
 * A screen of the site that is no CMS page (the order tracking, the price list), with its words in
 * the visitor's language and in the others (a visitor may search "order tracking" in French).
 */
export type SearchableScreen = { key: string; title: string; text: string; elsewhere: string; url: string; audience: Audience }

export type SearchSources = {
  locale: Locale
  pages: readonly SearchablePage[]
  news: readonly SearchableNews[]
  channels: readonly SearchableChannel[]
  /** The page that lists the channels (television); without a url channels give no result (§5). */
  channelsPageId: number
  /** Pages never given as a result: the search screen itself, the error page. */
  excludedPageIds: ReadonlySet<number>
  /** Localized words of a channel's line ("Channel 12", "HD", "Replay"). */
  channelWords: (channel: SearchableChannel) => string
  /** The pages in the other locales ("fibre" finds the German page on Glasfaser too). */
  pagesElsewhere?: readonly SearchablePage[]
  screens?: readonly SearchableScreen[]
}

function screenDocument(screen: SearchableScreen): SearchDocument {
  const link: SearchLink = { url: screen.url, label: screen.title, target: '_self', section: null }
  return {
    key: `screen:${screen.key}`,
    source: 'page',
    title: screen.title,
    text: screen.text,
    elsewhere: screen.elsewhere,
    entry: {
      id: `screen:${screen.key}`,
      kind: 'page',
      type: 'screen',
      title: screen.title,
      url: screen.url,
      section: null,
      audience: screen.audience,
      link,
    },
  }
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part?.trim()).join(' · ')

function pageEntry(page: SearchablePage, url: string): SearchEntry {
  const section = page.sections?.[0] ?? null
  return {
    id: page.id,
    kind: 'page',
    type: page.type,
    title: page.title,
    url,
    section,
    audience: audienceOf(page.sections),
    link: { url, label: page.title, target: '_self', section },
  }
}

// The category (an overline such as 'Offres') is searched but would open every snippet: last.
const pageText = (page: SearchablePage) => joined(page.subtitle, richTextWords(page.description), richTextWords(page.text_1), page.category)

function pageDocuments(page: SearchablePage, url: string, elsewhere: string): SearchDocument {
  return { key: `page:${page.id}`, source: 'page', title: page.title, text: pageText(page), elsewhere, entry: pageEntry(page, url) }
}

/**
 * §5: a content is found through its first link. When that link is a page of the site the result
 * is that page, so a page found by its title and through its contents appears once.
 */
function contentDocuments(page: SearchablePage, pagesByUrl: ReadonlyMap<string, SearchEntry>): SearchDocument[] {
  return (page.blocs ?? []).flatMap((bloc, blocIndex) =>
    (bloc.contents ?? []).flatMap((content, index) => {
      const url = content.link?.url?.trim() ?? ''
      if (!url) return []
      const label = content.link?.label?.trim() ?? ''
      const products = (content.products ?? []).map((product) =>
        joined(product.name, ...(product.features ?? []).map((feature) => feature.text)),
      )
      const text = joined(label, ...products)
      const id = content.id ?? `${page.id}-${bloc.id ?? blocIndex}-${index}`
      const key = `content:${page.id}:${id}`
      const target = pagesByUrl.get(url)
      if (target) return [{ key, source: 'content', title: '', text, entry: target }]
      const section = bloc.section ?? null
      const link: SearchLink = {
        url,
        label,
        target: content.link?.target === '_blank' ? '_blank' : '_self',
        section: content.link?.section ?? null,
      }
      const audience = content.link?.section ? audienceOf([content.link.section]) : audienceOf(page.sections)
      return [
        {
          key,
          source: 'content',
          title: '',
          text,
          entry: { id, kind: 'content', type: 'content', title: label || page.title, url, section, audience, link },
        },
      ]
    }),
  )
}

export function searchDocuments(sources: SearchSources): SearchDocument[] {
  const { locale } = sources
  const pages = sources.pages.flatMap((page) => {
    const url = page.urls[locale]?.trim()
    return url && !sources.excludedPageIds.has(page.id) ? [{ page, url }] : []
  })
  const elsewhere = new Map<number, string[]>()
  for (const page of sources.pagesElsewhere ?? []) elsewhere.set(page.id, [...(elsewhere.get(page.id) ?? []), page.title, pageText(page)])
  const pageDocs = pages.map(({ page, url }) => pageDocuments(page, url, joined(...(elsewhere.get(page.id) ?? []))))
  const pagesByUrl = new Map(pageDocs.map((doc) => [doc.entry.url, doc.entry]))
  const contents = pages.flatMap(({ page }) => contentDocuments(page, pagesByUrl))
  // News and channels take the audience of the page that lists them.
  const newsPage = pages.find(({ page }) => page.screen === 'news')?.page
  const newsSection = newsPage?.sections?.[0] ?? null
  const news = sources.news
    .filter((item) => item.url.trim())
    .map((item): SearchDocument => ({
      key: `news:${item.id}`,
      source: 'news',
      title: item.title,
      text: item.text ?? '',
      entry: {
        id: `news:${item.id}`,
        kind: 'news',
        type: 'news',
        title: item.title,
        url: item.url,
        section: newsSection,
        audience: audienceOf(newsPage?.sections),
        link: { url: item.url, label: item.title, target: '_self', section: newsSection },
      },
    }))
  const channelsPage = pageDocs.find((doc) => doc.entry.id === sources.channelsPageId)?.entry
  const channels = channelsPage
    ? sources.channels.map((channel): SearchDocument => ({
        key: `channel:${channel.number}`,
        source: 'channel',
        title: channel.title,
        text: joined(sources.channelWords(channel), ...channel.categories),
        entry: {
          id: `channel:${channel.number}`,
          kind: 'channel',
          type: 'channel',
          title: channel.title,
          url: channelsPage.url,
          section: channelsPage.section,
          audience: channelsPage.audience,
          link: { ...channelsPage.link, label: channel.title },
        },
      }))
    : []
  return [...pageDocs, ...(sources.screens ?? []).map(screenDocument), ...contents, ...news, ...channels]
}
