/**
 * §3 navigation items in the shape of the public API (§7 /api/navigation): the per-locale link
 * resolved for one locale, nested levels under `aio:children`, footer groups as title + childs.
 * Pure: the loader feeds it a Payload document read in one locale.
 */
import type { TreeKey } from '@/cms/fields/options'
import type { Navigation } from '@/cms/payload-types'

type StoredItem = NonNullable<Navigation['items']>[number]
type StoredChild = NonNullable<StoredItem['children']>[number]
type StoredGrandchild = NonNullable<StoredChild['grandchildren']>[number]
type StoredLink = StoredItem['link']
type StoredAction = NonNullable<Navigation['mobile_actions']>[number]

type RichTextData = NonNullable<NonNullable<StoredItem['information']>['text']>

type NavLink = { url: string | null; label: string; target: '_self' | '_blank' }

export type NavItem = {
  id: string
  /** Title key or group title; the link label is what visitors read. */
  title: string | null
  link: NavLink
  icon: string | null
  isNetworkStatus: boolean
  /** The rich-text block shown beside the item's children in the mega menu, with its button. */
  information: { text: RichTextData | null; button: { label: string; url: string } | null } | null
  external: boolean
  tree_key: TreeKey
  is_home: boolean
  'aio:children': NavItem[]
}

export type FooterGroup = { id: string; title: string; childs: NavItem[] }

export type MobileActionItem = { id: string; icon: string; link: NavLink }

export type NavigationTree = {
  tree_key: TreeKey
  /** Main and top trees: the nested items. Empty for footer trees, which carry `groups`. */
  items: NavItem[]
  /** Footer trees: the top-level items are the groups (§3 "footer groups have a title and childs"). */
  groups: FooterGroup[]
  mobile_actions: MobileActionItem[]
}

function toLink(link: StoredLink): NavLink {
  return {
    url: link?.url?.trim() || null,
    label: link?.label?.trim() ?? '',
    target: link?.target === '_blank' ? '_blank' : '_self',
  }
}

function toInformation(information: StoredItem['information']): NavItem['information'] {
  const text = information?.text ?? null
  const label = information?.button?.label?.trim()
  const url = information?.button?.url?.trim()
  const button = label && url ? { label, url } : null
  return text || button ? { text, button } : null
}

function toItem(stored: StoredItem | StoredChild | StoredGrandchild, treeKey: TreeKey, index: number, children: NavItem[]): NavItem {
  const link = toLink(stored.link)
  return {
    id: stored.id ?? `${treeKey}-${index}`,
    title: stored.title?.trim() || null,
    link: link.label ? link : { ...link, label: stored.title?.trim() ?? '' },
    icon: stored.icon?.trim() || null,
    isNetworkStatus: stored.isNetworkStatus ?? false,
    information: toInformation(stored.information),
    external: stored.external ?? false,
    tree_key: treeKey,
    is_home: stored.is_home ?? false,
    'aio:children': children,
  }
}

/** An item nobody can use: no link and nothing under it. */
function isEmpty(item: NavItem): boolean {
  return !item.link.url && item['aio:children'].length === 0
}

function toNavItems(items: Navigation['items'], treeKey: TreeKey): NavItem[] {
  return (items ?? [])
    .map((item, i) =>
      toItem(
        item,
        treeKey,
        i,
        (item.children ?? [])
          .map((child, j) =>
            toItem(
              child,
              treeKey,
              j,
              (child.grandchildren ?? []).map((grandchild, k) => toItem(grandchild, treeKey, k, [])).filter((g) => !isEmpty(g)),
            ),
          )
          .filter((child) => !isEmpty(child)),
      ),
    )
    .filter((item) => !isEmpty(item))
}

function toMobileActions(actions: Navigation['mobile_actions']): MobileActionItem[] {
  return (actions ?? []).flatMap((action: StoredAction, i) => {
    const link = toLink(action.link)
    return link.url && link.label ? [{ id: action.id ?? `action-${i}`, icon: action.icon, link }] : []
  })
}

export function isFooterTree(treeKey: TreeKey): boolean {
  return treeKey.startsWith('footer_')
}

export function toNavigationTree(doc: Pick<Navigation, 'tree_key' | 'items' | 'mobile_actions'>): NavigationTree {
  const items = toNavItems(doc.items, doc.tree_key)
  const footer = isFooterTree(doc.tree_key)
  return {
    tree_key: doc.tree_key,
    items: footer ? [] : items,
    groups: footer ? items.map((item) => ({ id: item.id, title: item.title ?? item.link.label, childs: item['aio:children'] })) : [],
    mobile_actions: toMobileActions(doc.mobile_actions),
  }
}
