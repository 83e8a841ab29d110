/**
 * Stored documents (read in one locale) → the §3 shapes of the public API, with the spec's field
 * names. Pure: the server functions feed them Payload documents.
 */
import type { Faq, FaqType, News, Page, Reference, Seller } from '@/cms/payload-types'
import type { FooterGroup, NavItem } from '@/features/navigation'
import { apiMediaList, apiMediaOf, populated } from '@/features/media/server'
import { referenceUrl } from '@/features/references'
import { roamingZone } from '@/features/roaming/server'
import { PRIVATE_TREE_KEY, audienceOf } from '@/sites/audience'
import type { Locale } from '@/i18n/locales'
import { pageRoleOf, type SiteId } from '@/sites/sites'

import { richTextHtml, type LinkTargets } from './rich-text'

type Urls = Partial<Record<Locale, string>>

/** What the API needs of a page besides the stored document: its url per locale (`aio:urls`). */
export type PageWithUrls = Page & { urls: Urls }

/** The embeds a call asked for; `link.section` counts as `link`. */
export function embedSet(embed: readonly string[]): Set<string> {
  return new Set(embed.flatMap((name) => [name, name.split('.')[0] ?? name]))
}

function faqTypeOf(value: number | FaqType): { id: number; faq_name: string | null } {
  const type = populated(value)
  return type ? { id: type.id, faq_name: type.faq_name } : { id: value as number, faq_name: null }
}

function toHeader(header: NonNullable<Page['headers']>[number]) {
  return { ...header, embed: apiMediaOf(header.embed) }
}

function toBloc(bloc: NonNullable<Page['blocs']>[number], links: LinkTargets) {
  return {
    id: bloc.id ?? null,
    color: bloc.color ?? null,
    section: bloc.section ?? null,
    title: bloc.title ?? null,
    text: richTextHtml(bloc.text, links),
    faq_type: (bloc.faq_type ?? []).map(faqTypeOf),
    contents: bloc.contents ?? [],
    videos: bloc.videos ?? [],
  }
}

/** The rich texts of a page, whose internal links the call resolves before mapping it. */
export function pageRichTexts(page: Page): unknown[] {
  return [page.description, page.text_1, ...(page.blocs ?? []).map((bloc) => bloc.text)]
}

/** §3 page: rich text as HTML (`links`: where its internal links lead); headers and blocs only when embedded. */
export function toApiPage(page: PageWithUrls, locale: Locale, embed: ReadonlySet<string>, links: LinkTargets) {
  const blocs = page.blocs ?? []
  return {
    id: page.id,
    pagetype: page.pagetype ?? null,
    '@type': page.type,
    title: page.title,
    subtitle: page.subtitle ?? null,
    short_url: page.urls[locale] ?? null,
    description: richTextHtml(page.description, links),
    text_1: richTextHtml(page.text_1, links),
    category: page.category ?? null,
    colors: (page.colors ?? []).map((color) => ({ primary: color.primary ?? null, accent: color.accent ?? null })),
    sections: page.sections ?? [],
    theme: page.theme ?? null,
    seo: {
      title: page.seo?.title ?? null,
      description: page.seo?.description ?? null,
      image: apiMediaOf(page.seo?.image),
    },
    'aio:urls': page.urls,
    'aio:images': apiMediaList(page.images),
    'aio:documents': apiMediaList(page.documents),
    ...(embed.has('headers') ? { headers: (page.headers ?? []).map(toHeader) } : {}),
    ...(embed.has('blocs') ? { blocs: blocs.map((bloc) => toBloc(bloc, links)), nblocs: blocs.length } : {}),
  }
}

/** `type=pages` entry (§7 "all pages with their urls, for navigation"). */
export function toApiPageSummary(page: Pick<Page, 'id' | 'title' | 'type'> & { urls: Urls }, locale: Locale) {
  return { id: page.id, title: page.title, '@type': page.type, short_url: page.urls[locale] ?? null, 'aio:urls': page.urls }
}

export function toApiNews(news: News) {
  return {
    id: news.id,
    '@type': 'news' as const,
    title: news.title,
    text: news.text ?? null,
    link: news.link ?? null,
    dateFrom: news.dateFrom,
    media: apiMediaOf(news.media),
    logo: apiMediaOf(news.logo),
  }
}

export function toApiFaq(faq: Faq, links: LinkTargets) {
  return {
    id: faq.id,
    title: faq.title,
    text: richTextHtml(faq.text, links),
    position: faq.position,
    type_faq: (faq.type_faq ?? []).map(faqTypeOf),
  }
}

export function toApiSeller(seller: Seller) {
  return {
    id: seller.id,
    name: seller.name,
    kind: seller.kind,
    position: seller.position,
    description: seller.description ?? null,
    address: seller.address ?? null,
    npa: seller.npa ?? null,
    city: seller.city ?? null,
    phone: seller.phone ?? null,
    email: seller.email ?? null,
    website: seller.website ?? null,
    opening_hours: (seller.opening_hours ?? []).map(({ days, opens, closes }) => ({ days, opens, closes })),
    logo: apiMediaOf(seller.logo),
  }
}

export function toApiReference(reference: Reference, locale: Locale, links: LinkTargets) {
  return {
    id: reference.id,
    '@type': 'reference' as const,
    title: reference.title,
    client: reference.client,
    sector: reference.sector ?? null,
    slug: reference.slug,
    short_url: referenceUrl(reference.slug, locale),
    description: reference.description ?? null,
    detail: richTextHtml(reference.detail, links),
    media: apiMediaOf(reference.media),
    logo: apiMediaOf(reference.logo),
    position: reference.position ?? 0,
  }
}

/** The information texts of navigation entries, at every level (footer groups: their childs). */
export function navigationRichTexts(entries: readonly (FooterGroup | NavItem)[]): unknown[] {
  return entries.flatMap((entry) =>
    'childs' in entry ? navigationRichTexts(entry.childs) : [entry.information?.text, ...navigationRichTexts(entry['aio:children'])],
  )
}

type ApiNavItem = Omit<NavItem, 'information' | 'aio:children'> & {
  information: { text: string | null; button: { label: string; url: string } | null } | null
  'aio:children': ApiNavItem[]
}

function toApiNavItem(item: NavItem, links: LinkTargets): ApiNavItem {
  const { information } = item
  return {
    ...item,
    information: information && { ...information, text: richTextHtml(information.text, links) },
    'aio:children': item['aio:children'].map((child) => toApiNavItem(child, links)),
  }
}

/** A navigation entry (§3): an item with its information text as HTML, or a footer group of them. */
export function toApiNavEntry(entry: FooterGroup | NavItem, links: LinkTargets) {
  return 'childs' in entry ? { ...entry, childs: entry.childs.map((child) => toApiNavItem(child, links)) } : toApiNavItem(entry, links)
}

/** Roaming zone: its countries and, per mobile product, the prices in CHF (the lookup shows the same). */
export const toApiRoamingZone = roamingZone

/** The tracking event of a page view; the error page is a 404 page view (§2). */
export function toGtmEvent(page: PageWithUrls, site: SiteId, locale: Locale) {
  const audience = audienceOf(page.sections)
  return {
    event: 'page_view' as const,
    page: {
      id: page.id,
      type: page.type,
      title: page.title,
      language: locale,
      site,
      section: audience === 'private' ? PRIVATE_TREE_KEY : audience,
      path: page.urls[locale] ?? null,
      status: pageRoleOf(page.id) === 'error' ? 404 : 200,
    },
  }
}
