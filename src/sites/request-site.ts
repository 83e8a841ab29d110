import 'server-only'

import { cache } from 'react'

import { DEFAULT_SITE, type SiteId } from './sites'

/**
 * The site of the current render, set by the layout from its route param. Not-found boundaries
 * get no params; reading the Host header there would make every cached page dynamic.
 */
const store = cache((): { site: SiteId | null } => ({ site: null }))

export function setRequestSite(site: SiteId): void {
  store().site = site
}

export function getRequestSite(): SiteId {
  return store().site ?? DEFAULT_SITE
}
