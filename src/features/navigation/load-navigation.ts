import 'server-only'

import { cache } from 'react'

import { cms } from '@/cms/client'
import type { TreeKey } from '@/cms/fields/options'
import type { Navigation } from '@/cms/payload-types'
import { navigationTreeTag } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/cached-read'
import { logger } from '@/lib/logger'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { toNavigationTree, type NavigationTree } from './nav-tree'

/** The stored tree: published (§3: status 2 only), or its latest draft in live edit (§6). */
async function findTree(site: SiteId, treeKey: TreeKey, locale: Locale, draft: boolean): Promise<Navigation | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'navigation',
    where: {
      and: [
        { site: { equals: String(site) } },
        { tree_key: { equals: treeKey } },
        ...(draft ? [] : [{ _status: { equals: 'published' } }]),
      ],
    },
    locale,
    fallbackLocale: 'fr',
    draft,
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
}

/** Cached under the tree's own tag: saving main_retail of site 2 renders only the pages that show that menu. */
const publishedTree = cachedRead(
  'navigation',
  async (site: SiteId, treeKey: TreeKey, locale: Locale) => {
    const doc = await findTree(site, treeKey, locale, false)
    return doc ? toNavigationTree(doc) : null
  },
  (site, treeKey) => [navigationTreeTag(site, treeKey)],
)

/**
 * One navigation tree of a site in one locale, in the §7 API shape; null when the tree is not
 * published. The header, the footer and /api/navigation all read it here.
 */
export const getNavigationTree = cache(
  async (site: SiteId, treeKey: TreeKey, locale: Locale, draft = false): Promise<NavigationTree | null> => {
    if (!draft) return publishedTree(site, treeKey, locale)
    const doc = await findTree(site, treeKey, locale, true)
    return doc ? toNavigationTree(doc) : null
  },
)

/** The layout renders without a menu rather than failing the page when a tree cannot be read. */
export async function navigationTreeOrNull(site: SiteId, treeKey: TreeKey, locale: Locale, draft = false): Promise<NavigationTree | null> {
  try {
    return await getNavigationTree(site, treeKey, locale, draft)
  } catch (error) {
    logger.error({ err: error, site, treeKey, locale }, 'navigation load failed')
    return null
  }
}

/** Live edit (§6): the admin ids of the trees a page shows, for the toolbar's edit links. */
export async function navigationDocumentIds(site: SiteId, treeKeys: readonly TreeKey[]): Promise<{ id: number; name: string }[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'navigation',
    where: { and: [{ site: { equals: String(site) } }, { tree_key: { in: [...treeKeys] } }] },
    draft: true,
    depth: 0,
    limit: treeKeys.length,
    select: { name: true, tree_key: true },
  })
  return treeKeys.flatMap((key) => docs.filter((doc) => doc.tree_key === key).map((doc) => ({ id: doc.id, name: doc.name })))
}
