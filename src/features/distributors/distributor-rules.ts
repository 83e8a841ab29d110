import { siteRules, type SiteId } from '@/sites/sites'

import { REDIRECT_ALL, type ContentDistributor, type DistributorRedirect } from './distributor'
import { belongsToFribourg, operatorKeyForNpa, ORDER_REGION_POSTCODES } from './postcodes'

// ---------------------------------------------------------------------------
// §5 postal code ↔ distributor

/** Codes of a comma-separated list; whitespace is removed first, so '19 33' counts as '1933'. */
export function zipCodesOf(list: string | null | undefined): string[] {
  if (!list) return []
  return list
    .replace(/\s+/g, '')
    .split(',')
    .filter((code) => code !== '')
}

/** §5: a postal code matches when it appears in the distributor's list (whitespace removed). */
export function npaMatchesDistributor(npa: string, distributor: ContentDistributor): boolean {
  const code = npa.replace(/\s+/g, '')
  if (code === '') return false
  return zipCodesOf(distributor.zip_codes?.zip_codes_list).includes(code)
}

/** The first distributor (in content-service order) whose list holds the postal code. */
export function findDistributorForNpa(npa: string, distributors: readonly ContentDistributor[]): ContentDistributor | null {
  return distributors.find((d) => npaMatchesDistributor(npa, d)) ?? null
}

/**
 * The redirect that applies to the chosen pack: one keyed by the pack itself wins over a
 * catch-all 'all' one, so an editor can give one pack a more specific target.
 */
export function findRedirect(distributor: ContentDistributor, pack: string | null | undefined): DistributorRedirect | null {
  const redirects = distributor.redirects ?? []
  const exact = pack ? redirects.find((r) => r.key === pack) : undefined
  return exact ?? redirects.find((r) => r.key === REDIRECT_ALL) ?? null
}

// ---------------------------------------------------------------------------
// Per-site rules: which distributor an order or a request of a site goes to

/**
 * The distributor an order from this site goes to. The Fribourg site (§9) has its own flow: its
 * one distributor (content item 376) for every address of its region, and no redirect step.
 */
export function distributorForOrder(site: SiteId, npa: string, distributors: readonly ContentDistributor[]): ContentDistributor | null {
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

/**
 * The distributor a contact, moving or cancellation request of this postal code goes to: the
 * operator whose contact list (§9: keys 284, 8, 16, 17, 12) holds the code; null when none does.
 */
export function contactDistributorFor(npa: string, distributors: readonly ContentDistributor[]): ContentDistributor | null {
  const key = operatorKeyForNpa(npa)
  if (key === null) return null
  return distributors.find((distributor) => distributor.key === String(key) && distributor.email !== '') ?? null
}
