/**
 * The references list (§2) in the paged store shape of §3 ("references use the same store shape"
 * as news): a reference → a card, and one page of the §7 `contents?type=references` answer (what
 * "load more" fetches) → store page of cards. Pure.
 */
import type { ListPage } from '@/lib/list-store'

/** Two full rows of three cards on desktop, three rows of two on tablets. */
export const REFERENCES_PER_PAGE = 6

type ReferenceLogo = { src: string; width: number | null; height: number | null }

export type ReferenceCard = {
  id: number
  href: string
  title: string
  client: string
  sector: string | null
  description: string | null
  logo: ReferenceLogo | null
}

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

function size(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}

function logoOf(media: unknown): ReferenceLogo | null {
  if (!isObject(media) || !isObject(media.formats)) return null
  const base = media.formats.base
  if (!isObject(base)) return null
  const src = text(base.url)
  return src ? { src, width: size(base.width), height: size(base.height) } : null
}

/** A member without id, url, title or client cannot be shown or linked: it is left out. */
export function referenceCard(member: unknown): ReferenceCard | null {
  if (!isObject(member) || typeof member.id !== 'number') return null
  const href = text(member.short_url)
  const title = text(member.title)
  const client = text(member.client)
  if (!href || !title || !client) return null
  return {
    id: member.id,
    href,
    title,
    client,
    sector: text(member.sector),
    description: text(member.description),
    logo: logoOf(member.logo),
  }
}

/** One `hydra` answer as a store page; counts are the source's, including members left out. */
export function referencePage(answer: unknown): ListPage<ReferenceCard> {
  const body = isObject(answer) ? answer : {}
  const members = Array.isArray(body['hydra:member']) ? body['hydra:member'] : []
  const view = isObject(body['hydra:view']) ? body['hydra:view'] : {}
  const total = body['hydra:totalItems']
  return {
    items: members.flatMap((member) => referenceCard(member) ?? []),
    next: text(view['hydra:next']),
    totalCount: typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : members.length,
    count: members.length,
  }
}

/** The §7 call of the list, one page of cards; the API's own `hydra:next` links the pages after. */
export function referencesQuery(site: number, locale: string): URLSearchParams {
  return new URLSearchParams({ type: 'references', site: String(site), locale, count: String(REFERENCES_PER_PAGE) })
}

/** The "load more" link to a page of the list: the §7 call, as its `hydra:next` writes it. */
export function referencesPagePath(site: number, locale: string, page: number): string {
  const query = referencesQuery(site, locale)
  query.set('page', String(page))
  return `/api/contents?${query.toString()}`
}
