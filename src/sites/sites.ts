/**
 * Per-site rules (§1, §2, §9). Values editors change (phones, social links, logos,
 * copyright year) live in the CMS site settings; rules that code depends on live here.
 */
export const SITE_IDS = [1, 2, 3] as const
export type SiteId = (typeof SITE_IDS)[number]
export const DEFAULT_SITE: SiteId = 1

export type Locale = 'fr' | 'de' | 'en'

export type SiteRules = {
  id: SiteId
  key: 'main' | 'entremont' | 'fribourg'
  name: string
  homePageId: number
  /** Theme class of the private audience; business and academy override it. */
  themeClass: string
  businessThemeClass: string
  locales: readonly Locale[]
  hasAlertPanel: boolean
  /** The footer's "customers satisfied" badge on private pages (§2: the main site and Fribourg; Entremont too, issue 19). */
  hasSatisfactionBadge: boolean
  /** Fribourg is served by its own order flow with one fixed distributor content item. */
  distributorContentId?: number
}

const SITES: Record<SiteId, SiteRules> = {
  1: {
    id: 1,
    key: 'main',
    name: 'Netplus',
    homePageId: 644,
    themeClass: 'theme-default',
    businessThemeClass: 'theme-business',
    locales: ['fr', 'de', 'en'],
    hasAlertPanel: false,
    hasSatisfactionBadge: true,
  },
  2: {
    id: 2,
    key: 'entremont',
    name: 'Netplus Entremont',
    homePageId: 2735,
    themeClass: 'theme-entremont',
    businessThemeClass: 'theme-entremont-business',
    locales: ['fr', 'de', 'en'],
    hasAlertPanel: false,
    hasSatisfactionBadge: true,
  },
  3: {
    id: 3,
    key: 'fribourg',
    name: 'Netplus Fribourg',
    homePageId: 2740,
    themeClass: 'theme-fribourg',
    businessThemeClass: 'theme-business',
    locales: ['fr', 'de'],
    hasAlertPanel: true,
    hasSatisfactionBadge: true,
    distributorContentId: 376,
  },
}

export const HOME_PAGE_IDS: readonly number[] = SITE_IDS.map((id) => SITES[id].homePageId)
export const ERROR_PAGE_ID = 702

export function isSiteId(value: unknown): value is SiteId {
  return SITE_IDS.includes(Number(value) as SiteId) && String(Number(value)) === String(value)
}

export function siteRules(site: SiteId): SiteRules {
  return SITES[site]
}
