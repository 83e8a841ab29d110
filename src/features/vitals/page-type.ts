import { SCREENS, type Screen } from '@/cms/fields/options'
import { PAGE_IDS } from '@/sites/page-roles'

/**
 * The kinds of page the visitors' vitals are told apart by (the dashboard's p75 per page type):
 * the site's screens, the home pages, the pages with a role of their own, any other CMS page, and
 * the error page. A fixed list, never an address: every label value of a metric is known in advance.
 */
export const PAGE_TYPES = ['home', 'content', 'television', 'network-status', 'error', ...SCREENS] as const
export type PageType = (typeof PAGE_TYPES)[number]

const HOME_IDS = new Set<number>([PAGE_IDS.mainHome, PAGE_IDS.entremontHome, PAGE_IDS.fribourgHome])

/** The type of a CMS page as the frame shows it (a news article is its list's page, `news`). */
export function pageTypeOf(page: { id: number; screen?: Screen | null }, error: boolean): PageType {
  if (error) return 'error'
  if (page.screen) return page.screen
  if (HOME_IDS.has(page.id)) return 'home'
  if (page.id === PAGE_IDS.television) return 'television'
  if (page.id === PAGE_IDS.networkStatus) return 'network-status'
  return 'content'
}
