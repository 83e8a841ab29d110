/**
 * §7 /api/search over pages and contents, with the §5 rule: keep only pages with a non-empty
 * short_url, or contents whose first link has one, de-duplicated by id. A content's result is its
 * first link; when that link is one of the site's pages the result *is* that page (its id and
 * title), so a page found by its own title and through a content linking to it appears once.
 * Pure: the server function feeds it the published pages of the site read in one locale.
 */
import type { Page } from '@/cms/payload-types'
import type { Locale } from '@/sites/sites'

export type SearchablePage = Pick<Page, 'id' | 'title' | 'subtitle' | 'type' | 'sections' | 'text_1' | 'description' | 'blocs'> & {
  urls: Partial<Record<Locale, string>>
}

export type SearchLink = { url: string; label: string; target: '_self' | '_blank'; section?: string | null }

export type SearchResult = {
  id: number | string
  '@type': string
  title: string
  short_url: string
  section?: string | null
  link?: SearchLink
}

/** Case- and accent-insensitive form: 'Télé' and 'tele' compare equal. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The words of a Lexical document (text nodes, depth-first); rich text is searched, never rendered here. */
export function richTextWords(value: unknown): string {
  const words: string[] = []
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return
    const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown }
    if (typeof text === 'string') words.push(text)
    if (Array.isArray(children)) children.forEach(visit)
    if (root) visit(root)
  }
  visit(value)
  return words.join(' ')
}

/** Every word of the query occurs in one of the texts. */
export function matchesQuery(texts: readonly (string | null | undefined)[], query: string): boolean {
  const haystack = foldText(texts.filter(Boolean).join(' '))
  const words = foldText(query).split(/\s+/).filter(Boolean)
  return words.length > 0 && words.every((word) => haystack.includes(word))
}

type Embeds = ReadonlySet<string>

function withEmbeds(result: SearchResult, section: string | null, link: SearchLink, embed: Embeds): SearchResult {
  const { section: linkSection, ...linkWithoutSection } = link
  return {
    ...result,
    ...(embed.has('section') ? { section } : {}),
    ...(embed.has('link') ? { link: embed.has('link.section') ? { ...linkWithoutSection, section: linkSection ?? null } : linkWithoutSection } : {}),
  }
}

function pageResult(page: SearchablePage, locale: Locale, embed: Embeds): SearchResult {
  const url = page.urls[locale] ?? ''
  const section = page.sections?.[0] ?? null
  return withEmbeds({ id: page.id, '@type': page.type, title: page.title, short_url: url }, section, { url, label: page.title, target: '_self', section }, embed)
}

function contentResults(page: SearchablePage, query: string, locale: Locale, byUrl: ReadonlyMap<string, SearchablePage>, embed: Embeds): SearchResult[] {
  return (page.blocs ?? []).flatMap((bloc) =>
    (bloc.contents ?? []).flatMap((content, index) => {
      const products = content.products ?? []
      const texts = [content.link?.label, ...products.flatMap((product) => [product.name, ...(product.features ?? []).map((feature) => feature.text)])]
      if (!matchesQuery(texts, query)) return []
      const url = content.link?.url?.trim() ?? ''
      const target = byUrl.get(url)
      if (target) return [pageResult(target, locale, embed)]
      const link: SearchLink = { url, label: content.link?.label ?? '', target: content.link?.target === '_blank' ? '_blank' : '_self', section: content.link?.section ?? null }
      const id = content.id ?? `${page.id}-${bloc.id ?? ''}-${index}`
      return [withEmbeds({ id, '@type': 'content', title: link.label || page.title, short_url: url }, bloc.section ?? null, link, embed)]
    }),
  )
}

/** §5: only results with a non-empty short_url, the first of each id. */
export function keepSearchResults(results: readonly SearchResult[]): SearchResult[] {
  const seen = new Set<number | string>()
  return results.filter((result) => {
    if (!result.short_url.trim() || seen.has(result.id)) return false
    seen.add(result.id)
    return true
  })
}

/** Title matches first, then matches in the text, then contents; `types` picks pages and/or contents. */
export function searchPages(
  pages: readonly SearchablePage[],
  query: string,
  options: { locale: Locale; types: ReadonlySet<'pages' | 'contents'>; embed: Embeds },
): SearchResult[] {
  const { locale, types, embed } = options
  const byUrl = new Map(pages.flatMap((page) => (page.urls[locale] ? [[page.urls[locale], page] as const] : [])))
  const byTitle = types.has('pages') ? pages.filter((page) => matchesQuery([page.title, page.subtitle], query)) : []
  const byText = types.has('pages')
    ? pages.filter((page) => !byTitle.includes(page) && matchesQuery([page.title, page.subtitle, richTextWords(page.description), richTextWords(page.text_1)], query))
    : []
  const contents = types.has('contents') ? pages.flatMap((page) => contentResults(page, query, locale, byUrl, embed)) : []
  return keepSearchResults([...byTitle, ...byText].map((page) => pageResult(page, locale, embed)).concat(contents))
}
