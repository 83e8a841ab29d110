import { siteRules, type SiteId } from '@/sites/sites'

import { findDistributorForNpa, findRedirect, type ContentDistributor, type DistributorRedirect } from './distributor-rules'
import { belongsToFribourg, ORDER_REGION_POSTCODES } from './operator-postcodes'

/**
 * The distributor an order from this site goes to. The Fribourg site (§9) has its own flow: its
 * one distributor (content item 376) for every address of its region, and no redirect step.
 */
export function distributorForOrder(
  site: SiteId,
  npa: string,
  distributors: readonly ContentDistributor[],
): ContentDistributor | null {
  const own = siteRules(site).distributorContentId
  if (own === undefined) return findDistributorForNpa(npa, distributors)
  const distributor = distributors.find((d) => d.id === own)
  const inRegion = (ORDER_REGION_POSTCODES.fribourg as readonly string[]).includes(npa.trim())
  return distributor && inRegion ? { ...distributor, redirects: [] } : null
}

/** §9: 1608, 1610 and 1617 are Fribourg's only for some localities, known once a street is picked. */
export function siteServesLocality(site: SiteId, npa: string, city: string): boolean {
  return siteRules(site).distributorContentId === undefined || belongsToFribourg(npa, city)
}

/** The redirect an order for this pack must follow instead of being placed, if any. */
export function orderRedirect(site: SiteId, distributor: ContentDistributor, pack: string): DistributorRedirect | null {
  return siteRules(site).distributorContentId === undefined ? findRedirect(distributor, pack) : null
}
