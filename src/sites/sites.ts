/**
 * Per-site rules (§1, §2, §9). Values editors change (phones, social links, logos,
 * copyright year) live in the CMS site settings; rules that code depends on live here.
 */
import { LOCALES, type Locale } from '@/i18n/locales'

import { SHARED_PAGES, type PageRole, type SitePages } from './page-roles'

export const SITE_IDS = [1, 2, 3] as const
export type SiteId = (typeof SITE_IDS)[number]
export const DEFAULT_SITE: SiteId = 1

export type SiteRules = {
  id: SiteId
  key: 'main' | 'entremont' | 'fribourg'
  name: string
  /** The region the logo names beside the mark (the main site names none). */
  region: string | null
  /** Its pages that play a role (page-roles.ts); those every site shares are added below. */
  pages: SitePages
  /** Theme class of the private audience; business and academy override it. */
  themeClass: string
  businessThemeClass: string
  locales: readonly Locale[]
  hasAlertPanel: boolean
  /** The footer's "customers satisfied" badge on private pages (§2: "on private sites", Entremont's as well as those it names). */
  hasSatisfactionBadge: boolean
  /** The badge's title, a key of the `footer` messages: Fribourg's names its own customers. */
  satisfactionTitle: 'satisfied' | 'satisfiedFribourg'
  /** Fribourg is served by its own order flow with one fixed distributor content item. */
  distributorContentId?: number
}

const SITES: Record<SiteId, SiteRules> = {
  1: {
    id: 1,
    key: 'main',
    name: 'Netplus',
    region: null,
    pages: { home: 644, news: 793, pointsOfSale: 551 },
    themeClass: 'theme-default',
    businessThemeClass: 'theme-business',
    locales: LOCALES,
    hasAlertPanel: false,
    hasSatisfactionBadge: true,
    satisfactionTitle: 'satisfied',
  },
  2: {
    id: 2,
    key: 'entremont',
    name: 'Netplus Entremont',
    region: 'Entremont',
    pages: { home: 2735, news: 1425, pointsOfSale: 1370, technicalSupport: 1378 },
    themeClass: 'theme-entremont',
    businessThemeClass: 'theme-entremont-business',
    locales: LOCALES,
    hasAlertPanel: false,
    hasSatisfactionBadge: true,
    satisfactionTitle: 'satisfied',
  },
  3: {
    id: 3,
    key: 'fribourg',
    name: 'Netplus Fribourg',
    region: 'Fribourg',
    pages: { home: 2740, news: 793, pointsOfSale: 551 },
    themeClass: 'theme-fribourg',
    businessThemeClass: 'theme-business',
    locales: ['fr', 'de'],
    hasAlertPanel: true,
    hasSatisfactionBadge: true,
    satisfactionTitle: 'satisfiedFribourg',
    distributorContentId: 376,
  },
}

export function isSiteId(value: unknown): value is SiteId {
  return SITE_IDS.includes(Number(value) as SiteId) && String(Number(value)) === String(value)
}

export function siteRules(site: SiteId): SiteRules {
  return SITES[site]
}

/** The roles every site has a page for. */
type EverySiteRole = keyof typeof SHARED_PAGES | { [R in keyof SitePages]-?: undefined extends SitePages[R] ? never : R }[keyof SitePages]

/** The page that plays `role` on this site, or null when the site has none. */
export function pageIdOf(site: SiteId, role: EverySiteRole): number
export function pageIdOf(site: SiteId, role: PageRole): number | null
export function pageIdOf(site: SiteId, role: PageRole): number | null {
  const pages: Partial<Record<PageRole, number>> = { ...SHARED_PAGES, ...SITES[site].pages }
  return pages[role] ?? null
}

const ROLES_BY_PAGE = new Map<number, PageRole>(
  SITE_IDS.flatMap((site) =>
    Object.entries({ ...SHARED_PAGES, ...SITES[site].pages }).map(([role, id]) => [id, role as PageRole] as const),
  ),
)

/**
 * The role a page plays, or null for a page of words only. A page plays the same role on every
 * site that publishes it (sites.test.ts holds the table to that); which sites do is the CMS's.
 */
export function pageRoleOf(id: number): PageRole | null {
  return ROLES_BY_PAGE.get(id) ?? null
}
