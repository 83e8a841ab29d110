/**
 * Where the top tree's entries go in the header (§2): icon-only entries (search) sit beside the
 * account links on the right, the customer-account and webmail entries are the account buttons
 * built from site settings (so they are not repeated in the top bar), the rest fill the top bar.
 */
import { ICON_ONLY, type NavItem } from '@/features/navigation'

export type TopEntries = { links: NavItem[]; icons: NavItem[] }

export function splitTopItems(items: readonly NavItem[], accountUrls: readonly (string | null | undefined)[]): TopEntries {
  const accounts = new Set(accountUrls.filter((url): url is string => Boolean(url)))
  const links: NavItem[] = []
  const icons: NavItem[] = []
  for (const item of items) {
    if (!item.link.url || accounts.has(item.link.url)) continue
    if (item.icon && ICON_ONLY.has(item.icon)) icons.push(item)
    else links.push(item)
  }
  return { links, icons }
}

/** The logo leads to the home of the visitor's section: the top entry flagged is_home, else the site root. */
export function sectionHomeUrl(items: readonly NavItem[]): string {
  return items.find((item) => item.is_home && item.link.url)?.link.url ?? '/'
}
