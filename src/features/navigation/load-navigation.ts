import 'server-only'

import { cache } from 'react'

import { cms } from '@/cms/client'
import type { TreeKey } from '@/cms/fields/options'
import { logger } from '@/lib/logger'
import type { Locale, SiteId } from '@/sites/sites'

import { toNavigationTree, type NavigationTree } from './nav-tree'

/**
 * One navigation tree of a site in one locale, in the §7 API shape; null when the tree is not
 * published (§3: status 2 only). The header, the footer and /api/navigation all read it here.
 */
export const getNavigationTree = cache(async (site: SiteId, treeKey: TreeKey, locale: Locale): Promise<NavigationTree | null> => {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'navigation',
    where: {
      and: [{ site: { equals: String(site) } }, { tree_key: { equals: treeKey } }, { _status: { equals: 'published' } }],
    },
    locale,
    fallbackLocale: 'fr',
    draft: false,
    limit: 1,
    depth: 0,
  })
  const doc = docs[0]
  return doc ? toNavigationTree(doc) : null
})

/** The layout renders without a menu rather than failing the page when a tree cannot be read. */
export async function navigationTreeOrNull(site: SiteId, treeKey: TreeKey, locale: Locale): Promise<NavigationTree | null> {
  try {
    return await getNavigationTree(site, treeKey, locale)
  } catch (error) {
    logger.error({ err: error, site, treeKey, locale }, 'navigation load failed')
    return null
  }
}
