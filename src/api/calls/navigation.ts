import 'server-only'

import { TREE_KEYS, type TreeKey } from '@/cms/fields/options'
import { getNavigationTree, isFooterTree, type FooterGroup, type NavItem } from '@/features/navigation/server'
import { BadRequestError } from '@/lib/api/problem'

import { navigationRichTexts, toApiNavEntry } from '../mappers'
import { COUNT_LIMITS, hydra, parseContentQuery } from '../query'
import { linkTargets } from '../rich-text-links'

function isTreeKey(value: string | undefined): value is TreeKey {
  return (TREE_KEYS as readonly string[]).includes(value ?? '')
}

/**
 * The tree's top-level entries (footer trees: the groups with their childs), plus its mobile
 * action items beside the collection. A tree that is not published is an empty collection.
 */
export async function getNavigation(params: URLSearchParams) {
  const query = parseContentQuery(params, 'navigation')
  if (!isTreeKey(query.type)) throw new BadRequestError(`Parameter 'type' must be one of ${TREE_KEYS.join(', ')}.`)
  const tree = await getNavigationTree(query.site, query.type, query.locale)
  const entries: (FooterGroup | NavItem)[] = tree ? (isFooterTree(tree.tree_key) ? tree.groups : tree.items) : []
  const shown = entries.slice(0, query.count ?? COUNT_LIMITS.navigation)
  const links = await linkTargets(navigationRichTexts(shown), query.site, query.locale)
  return {
    ...hydra(
      shown.map((entry) => toApiNavEntry(entry, links)),
      entries.length,
    ),
    tree_key: query.type,
    mobile_actions: tree?.mobile_actions ?? [],
  }
}
