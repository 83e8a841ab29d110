/**
 * The CMS pages that play a fixed role (§2 known page ids, §7 news pages), by role: code names a
 * page by its role, and its id is written here only. Ids are the operator's content ids.
 */
export const PAGE_IDS = {
  /** The home page of each site, which the language switcher links to the locale root (§2). */
  mainHome: 644,
  entremontHome: 2735,
  fribourgHome: 2740,
  /** Shown with status 404 when a path matches nothing (§2). */
  error: 702,
  /** Television: where the channel list is. */
  television: 514,
  /** The legal notice names the publisher, the privacy policy the controller. */
  legalNotice: 161,
  privacyPolicy: 3160,
  cookiePolicy: 3161,
  networkStatus: 1637,
  /** The contact pages, and Entremont's technical support, which shows the same details. */
  genericContact: 744,
  businessContact: 576,
  entremontSupport: 1378,
  /** Points of sale: one page on the main and Fribourg sites, another on Entremont. */
  pointsOfSale: 551,
  entremontPointsOfSale: 1370,
  /** The news list: one page on Entremont, another everywhere else (§7). */
  news: 793,
  entremontNews: 1425,
} as const satisfies Record<string, number>
