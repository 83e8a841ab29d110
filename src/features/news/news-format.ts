/**
 * How a news item is named and shown (§2 news detail route, §9 formats): the sanitized title of
 * its URL, the excerpt of its card and its date. The list's links and the detail route's
 * canonical check use the same functions, so a link can never disagree with the route.
 */
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { formatDate, truncate } from '@/lib/formats'
import { foldText } from '@/lib/text'

/** Longest title part of a URL; longer titles are cut at a word boundary. */
const SLUG_MAX = 80
/** A title made only of signs still needs a word before the id. */
const EMPTY_SLUG = 'news'
/** Card excerpt length in characters, before the '...'. */
export const EXCERPT_LENGTH = 140

// Letters NFD does not split into a base letter and a mark (folding already makes ß ss).
const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th' }

/** §2 "sanitized news title": lower-case ASCII words joined by dashes. */
export function newsSlug(title: string | null | undefined): string {
  const words = foldText(title ?? '')
    .replace(/[æœøđłþ]/g, (letter) => LIGATURES[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (words === '') return EMPTY_SLUG
  if (words.length <= SLUG_MAX) return words
  const cut = words.slice(0, SLUG_MAX + 1)
  const lastDash = cut.lastIndexOf('-')
  return lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, SLUG_MAX)
}

/** News ids are the CMS's numbers or the news service's post ids (digits, letters, underscores). */
const ID = /^[A-Za-z0-9_]+$/

/** The detail route's parameter: sanitized title, a dash and the id. */
export function newsDetailParam(item: { id: string; title: string }): string {
  return `${newsSlug(item.title)}-${item.id}`
}

/** The id at the end of a detail parameter, or null when the parameter cannot name one. */
export function newsIdFromParam(param: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(param)
  } catch {
    return null
  }
  const id = decoded.slice(decoded.lastIndexOf('-') + 1)
  return ID.test(id) ? id : null
}

/** The public path of a news item in one language (`/actualites/…-12`, `/de/actualites/…-12`). */
export function newsHref(item: { id: string; title: string }, locale: Locale): string {
  return getPathname({ href: { pathname: '/news/[detail]', params: { detail: newsDetailParam(item) } }, locale })
}

/** §9 truncation with '...', at a word boundary, on one line of text. */
export function newsExcerpt(text: string | null | undefined, length = EXCERPT_LENGTH): string {
  return truncate((text ?? '').replace(/\s+/g, ' ').trim(), length, { wordAware: true })
}

/** §9 default date format d.m.Y. */
export function newsDate(dateFrom: string | null): string {
  return formatDate(dateFrom)
}

/** What a card of the list shows; built on the server, so the browser gets no formatting code. */
export type NewsCard = {
  id: string
  href: string
  title: string
  /** d.m.Y for the eye, ISO for `<time dateTime>`. */
  date: string
  dateTime: string | null
  excerpt: string
  picture: string
}

export function newsCard(
  item: { id: string; title: string; text: string; dateFrom: string | null; thumbnail: string },
  locale: Locale,
): NewsCard {
  return {
    id: item.id,
    href: newsHref(item, locale),
    title: item.title,
    date: newsDate(item.dateFrom),
    dateTime: item.dateFrom,
    excerpt: newsExcerpt(item.text),
    picture: item.thumbnail,
  }
}
