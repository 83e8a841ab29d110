import { CmsLink } from '@/ui/CmsLink'
import type { NavItem } from '@/features/navigation'
import { NetworkStatusDot } from '@/features/network-status'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

type Props = { item: NavItem; site: SiteId; locale: Locale; className?: string; current?: boolean }

/** A tree entry as a link; the one flagged isNetworkStatus carries the live status dot (§2). */
export function NavEntry({ item, site, locale, className, current }: Props) {
  if (!item.link.url) return null
  return (
    <CmsLink url={item.link.url} className={className} aria-current={current ? 'true' : undefined}>
      {item.link.label}
      {item.isNetworkStatus && <NetworkStatusDot site={site} locale={locale} />}
    </CmsLink>
  )
}
