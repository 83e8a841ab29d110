/**
 * The roles a CMS page plays (§2 known page ids, §7 news pages): code names a page by its role, and
 * its id is written in the site table only (`pages` in sites.ts; the roles every site shares here).
 * A role picks the screen shown in the page's slot (src/screens/content-page/role-screens.tsx). Ids are the
 * operator's content ids.
 */

/** The roles whose page differs per site: each site names its own in the site table. */
export type SitePages = {
  /** The home page, which the language switcher links to the locale root (§2). */
  home: number
  /** The news list (§7). */
  news: number
  /** Points of sale: the sellers of the site's region. */
  pointsOfSale: number
  /** Technical support, which shows the same details as the contact page (Entremont only). */
  technicalSupport?: number
}

/** The pages every site shares. */
export const SHARED_PAGES = {
  /** Shown with status 404 when a path matches nothing (§2). */
  error: 702,
  /** Television: where the channel list is. */
  television: 514,
  /** The legal notice names the publisher, the privacy policy the controller. */
  legalNotice: 161,
  privacyPolicy: 3160,
  cookiePolicy: 3161,
  networkStatus: 1637,
  /** The contact pages of each audience. */
  contact: 744,
  businessContact: 576,
} as const satisfies Record<string, number>

export type PageRole = keyof SitePages | keyof typeof SHARED_PAGES
