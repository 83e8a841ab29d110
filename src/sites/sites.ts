/**
 * Per-site rules (§1, §2, §9). Values editors change (phones, social links, logos,
 * copyright year) live in the CMS site settings; rules that code depends on live here.
 */
import { LOCALES, type Locale } from '@/i18n/locales'

import { PAGE_IDS } from './page-roles'

export const SITE_IDS = [1, 2, 3] as const
export type SiteId = (typeof SITE_IDS)[number]
export const DEFAULT_SITE: SiteId = 1

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
  /** The footer's "customers satisfied" badge on private pages (§2: "on private sites", Entremont's as well as those it names). */
  hasSatisfactionBadge: boolean
  /** Fribourg is served by its own order flow with one fixed distributor content item. */
  distributorContentId?: number
}

const SITES: Record<SiteId, SiteRules> = {
  1: {
    id: 1,
    key: 'main',
    name: 'Netplus',
    homePageId: PAGE_IDS.mainHome,
    themeClass: 'theme-default',
    businessThemeClass: 'theme-business',
    locales: LOCALES,
    hasAlertPanel: false,
    hasSatisfactionBadge: true,
  },
  2: {
    id: 2,
    key: 'entremont',
    name: 'Netplus Entremont',
    homePageId: PAGE_IDS.entremontHome,
    themeClass: 'theme-entremont',
    businessThemeClass: 'theme-entremont-business',
    locales: LOCALES,
    hasAlertPanel: false,
    hasSatisfactionBadge: true,
  },
  3: {
    id: 3,
    key: 'fribourg',
    name: 'Netplus Fribourg',
    homePageId: PAGE_IDS.fribourgHome,
    themeClass: 'theme-fribourg',
    businessThemeClass: 'theme-business',
    locales: ['fr', 'de'],
    hasAlertPanel: true,
    hasSatisfactionBadge: true,
    distributorContentId: 376,
  },
}

export const HOME_PAGE_IDS: readonly number[] = SITE_IDS.map((id) => SITES[id].homePageId)

export function isSiteId(value: unknown): value is SiteId {
  return SITE_IDS.includes(Number(value) as SiteId) && String(Number(value)) === String(value)
}

export function siteRules(site: SiteId): SiteRules {
  return SITES[site]
}
