import { FIXED_ROUTES, type FixedRoute } from '@/cms/fields/options'
import { pageRoleOf } from '@/sites/sites'

/**
 * The kinds of page the visitors' vitals are told apart by (the dashboard's p75 per page type):
 * the site's fixed routes, the home pages, the pages with a role of their own, any other CMS page, and
 * the error page. A fixed list, never an address: every label value of a metric is known in advance.
 */
export const PAGE_TYPES = ['home', 'content', 'television', 'network-status', 'error', ...FIXED_ROUTES] as const
export type PageType = (typeof PAGE_TYPES)[number]

/** The type of a CMS page as the frame shows it (a news article is its list's page, `news`). */
export function pageTypeOf(page: { id: number; screen?: FixedRoute | null }, error: boolean): PageType {
  if (error) return 'error'
  if (page.screen) return page.screen
  switch (pageRoleOf(page.id)) {
    case 'home':
      return 'home'
    case 'television':
      return 'television'
    case 'networkStatus':
      return 'network-status'
    default:
      return 'content'
  }
}
