/**
 * Where a site's pages live in the App Router. The proxy rewrites every public URL to
 * /{SITE_SEGMENT}/{site}/{locale}/…, so each site's pages are cached apart; whatever clears that
 * cache names the same layout.
 */

/** Internal segment that carries the site into the route (never reachable from outside). */
export const SITE_SEGMENT = '_site'

/** The layout every site page renders under (route group and dynamic segments included). */
export const SITE_PAGES_LAYOUT = `/(site)/${SITE_SEGMENT}/[site]/[locale]`
