import { newsIdFromParam } from '@/features/news'
import { pageIdFromPath, pageUrl } from '@/features/pages'
import type { FixedRoute } from '@/cms/fields/options'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { pageIdOf, type SiteId } from '@/sites/sites'

import type { ContentDoc, LinkCheck, Reference } from './model'
import { healthRow, type HealthRow } from './rows'

/** What a link leads to, as far as the content knows it. */
export type LinkTarget =
  | { kind: 'external'; url: string }
  | { kind: 'document'; collection: 'pages' | 'news'; id: number; locale: Locale }
  /** Not a document of the content: mail, phone, an anchor, a route of the site itself. */
  | { kind: 'other' }

/** The locale a site path is in: its prefix, French without one. */
function splitLocale(path: string): { locale: Locale; rest: string } {
  const [, first, ...rest] = path.split('/')
  if (isLocale(first) && first !== DEFAULT_LOCALE) return { locale: first, rest: `/${rest.join('/')}` }
  return { locale: DEFAULT_LOCALE, rest: path }
}

/** The pages with a fixed route (a screen), by the path of each locale. */
export type ScreenPaths = ReadonlyMap<string, number[]>

export function screenPaths(docs: readonly ContentDoc[]): ScreenPaths {
  const paths = new Map<string, number[]>()
  for (const doc of docs) {
    if (doc.collection !== 'pages' || !doc.page?.screen) continue
    for (const locale of ['fr', 'de', 'en'] as const) {
      // The route exists whatever the slug: the screen's own path in that locale.
      const path = pageUrl({ id: doc.id, screen: doc.page.screen as FixedRoute, slugs: { [locale]: 'x' } }, locale)
      if (path) paths.set(path, [...(paths.get(path) ?? []), doc.id])
    }
  }
  return paths
}

/**
 * What a link's url leads to. A site path names a page by the id its last segment ends with, a
 * screen by its route, a news item by its detail route, the site's home by the locale's root; any
 * other path of the site (the order tracking, a file) is not the content's to judge.
 */
export function linkTarget(
  url: string,
  site: SiteId,
  screens: ScreenPaths,
  pagesOfSite: (ids: number[]) => number | undefined,
): LinkTarget {
  const trimmed = url.trim()
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'external', url: trimmed }
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return { kind: 'other' }
  const path = new URL(trimmed, 'http://site').pathname.replace(/(.)\/+$/, '$1')
  const { locale, rest } = splitLocale(path)
  if (rest === '/') return { kind: 'document', collection: 'pages', id: pageIdOf(site, 'home'), locale }
  const screen = screens.get(path)
  const screenPage = screen && pagesOfSite(screen)
  if (screenPage !== undefined) return { kind: 'document', collection: 'pages', id: screenPage, locale }
  const newsRoot = `${getPathname({ href: '/news', locale })}/`
  if (path.startsWith(newsRoot)) {
    const id = Number(newsIdFromParam(path.slice(newsRoot.length)))
    return Number.isInteger(id) && id > 0 ? { kind: 'document', collection: 'news', id, locale } : { kind: 'other' }
  }
  const id = pageIdFromPath(rest.split('/').filter(Boolean))
  return id === null ? { kind: 'other' } : { kind: 'document', collection: 'pages', id, locale }
}

/** A link's problem with a document of the content, in the locale it was written for, on a site; none when it leads there. */
function documentProblem(
  target: ContentDoc | undefined,
  site: SiteId,
  locale: Locale | null,
): { kind: 'link-deleted' | 'link-unpublished' | 'link-no-url'; reason?: string } | null {
  if (!target) return { kind: 'link-deleted' }
  if (!target.published) return { kind: 'link-unpublished', reason: 'draft' }
  if (!target.sites.includes(site)) return { kind: 'link-unpublished', reason: 'site' }
  if (locale !== null && target.collection === 'pages' && !target.page?.slugs[locale]) return { kind: 'link-no-url' }
  return null
}

/** What the link checker found of an external url, when it answered with an error or not at all. */
function brokenAnswer(check: LinkCheck | undefined): LinkCheck | null {
  if (!check) return null
  if (check.problem === 'timeout' || check.problem === 'unreachable') return check
  return check.status !== null && check.status >= 400 ? check : null
}

export type LinkIndex = {
  docs: ReadonlyMap<string, ContentDoc>
  screens: ScreenPaths
  checks: ReadonlyMap<string, LinkCheck>
}

const docKey = (collection: string, id: number) => `${collection}:${id}`

export function linkIndex(docs: readonly ContentDoc[], checks: ReadonlyMap<string, LinkCheck>): LinkIndex {
  return { docs: new Map(docs.map((doc) => [docKey(doc.collection, doc.id), doc])), screens: screenPaths(docs), checks }
}

/** The pages a document's links and page references lead to on a site (for findability). */
export function linkedPages(doc: ContentDoc, site: SiteId, index: LinkIndex): number[] {
  const pagesOfSite = (ids: number[]) => ids.find((id) => index.docs.get(docKey('pages', id))?.sites.includes(site))
  const linked = doc.links.flatMap((link) => {
    const target = linkTarget(link.url, site, index.screens, pagesOfSite)
    return target.kind === 'document' && target.collection === 'pages' ? [target.id] : []
  })
  return [...linked, ...doc.pageRefs.map((ref) => ref.id)]
}

/**
 * The links of a published document that lead nowhere, per site and locale its visitors read:
 * to a page or news item that was deleted, is not published (or not on that site), or has no url
 * in the link's locale; to an external address that answered an error when last checked. Page
 * references (solution cards, rich text links to a page) are judged in every locale of the site.
 */
export function linkRows(doc: ContentDoc, index: LinkIndex): HealthRow[] {
  if (!doc.published) return []
  const rows: HealthRow[] = []
  for (const site of doc.sites) {
    const locales = doc.locales[site] ?? []
    const base = { site, collection: doc.collection, document: doc.id, title: doc.title } as const
    const pagesOfSite = (ids: number[]) => ids.find((id) => index.docs.get(docKey('pages', id))?.sites.includes(site)) ?? ids[0]
    for (const link of doc.links) {
      if (!locales.includes(link.locale)) continue
      const target = linkTarget(link.url, site, index.screens, pagesOfSite)
      if (target.kind === 'external') {
        const broken = brokenAnswer(index.checks.get(target.url))
        if (broken) {
          rows.push(
            healthRow({
              ...base,
              kind: 'link-broken',
              locale: link.locale,
              field: link.path,
              at: broken.checkedAt,
              params: { url: target.url, status: broken.status, problem: broken.problem },
            }),
          )
        }
        continue
      }
      if (target.kind !== 'document') continue
      const problem = documentProblem(index.docs.get(docKey(target.collection, target.id)), site, target.locale)
      if (problem) {
        rows.push(
          healthRow({
            ...base,
            kind: problem.kind,
            locale: link.locale,
            field: link.path,
            params: { url: link.url, target: target.id, targetCollection: target.collection, reason: problem.reason ?? null },
          }),
        )
      }
    }
    for (const ref of doc.pageRefs) rows.push(...referenceRows(ref, site, locales, base, index))
  }
  return rows
}

function referenceRows(
  ref: Reference,
  site: SiteId,
  locales: readonly Locale[],
  base: Pick<HealthRow, 'site' | 'collection' | 'document' | 'title'>,
  index: LinkIndex,
): HealthRow[] {
  const target = index.docs.get(docKey('pages', ref.id))
  const params = { url: null, target: ref.id, targetCollection: 'pages' }
  const whole = documentProblem(target, site, null)
  if (whole) return [healthRow({ ...base, kind: whole.kind, field: ref.path, params: { ...params, reason: whole.reason ?? null } })]
  return locales.flatMap((locale) => {
    const problem = documentProblem(target, site, locale)
    return problem ? [healthRow({ ...base, kind: problem.kind, locale, field: ref.path, params: { ...params, reason: null } })] : []
  })
}
