/**
 * §7 /api/search results in the content service's shape. The search engine (src/features/search)
 * finds the entries and applies §5 (a short_url, the first link of a content, one result per id);
 * this maps each to `{ id, @type, title, short_url }` plus the embeds asked for: `section`,
 * `link` and `link.section`.
 */
import type { SearchEntry } from '@/features/search'

type ApiSearchLink = { url: string; label: string; target: '_self' | '_blank'; section?: string | null }

export type ApiSearchResult = {
  id: number | string
  '@type': string
  title: string
  short_url: string
  section?: string | null
  link?: ApiSearchLink
}

export function toApiSearchResult(entry: SearchEntry, embed: ReadonlySet<string>): ApiSearchResult {
  const { section: linkSection, ...link } = entry.link
  return {
    id: entry.id,
    '@type': entry.type,
    title: entry.title,
    short_url: entry.url,
    ...(embed.has('section') ? { section: entry.section } : {}),
    ...(embed.has('link') ? { link: embed.has('link.section') ? { ...link, section: linkSection } : link } : {}),
  }
}
