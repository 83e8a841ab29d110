import { CmsLink } from '@/ui/CmsLink'
import type { NavItem } from '@/features/navigation'
import { NetworkStatusDot } from '@/features/network-status'

type Props = { item: NavItem; className?: string; current?: boolean }

/** A tree entry as a link; the one flagged isNetworkStatus carries the live status dot (§2). */
export function NavEntry({ item, className, current }: Props) {
  if (!item.link.url) return null
  return (
    <CmsLink url={item.link.url} className={className} aria-current={current ? 'true' : undefined}>
      {item.link.label}
      {item.isNetworkStatus && <NetworkStatusDot />}
    </CmsLink>
  )
}
