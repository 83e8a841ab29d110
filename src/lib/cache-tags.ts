/**
 * Names of the Next.js cache tags. A cached read of published content carries the tags of what it
 * read; a CMS save expires exactly those tags, so the pages that showed the document (on every site
 * that shows it) render again and the others keep their cache.
 */

/** One document, whatever page, list or menu shows it. */
export function documentTag(collection: string, id: number | string): string {
  return `${collection}:${id}`
}

/** The lists of a collection on one site (e.g. the news list): any save there can change them. */
export function listTag(collection: string, site: number | string): string {
  return `${collection}:list:site-${site}`
}

/** Which page renders a fixed route (/commande, /contact…): a page gaining or losing that route (its `screen` field). */
export function fixedRouteTag(route: string): string {
  return `pages:screen:${route}`
}

/** One navigation tree of one site, e.g. main_retail of site 2. */
export function navigationTreeTag(site: number | string, treeKey: string): string {
  return `navigation:site-${site}:${treeKey}`
}

/** The per-site values of the frame (name, phones, social links): every page of that site. */
export function siteSettingsTag(site: number | string): string {
  return `site-settings:site-${site}`
}
