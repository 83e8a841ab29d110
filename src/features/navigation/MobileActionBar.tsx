import { useTranslations } from 'next-intl'

import { CmsLink } from '@/ui/CmsLink'
import { ServerHtml } from '@/ui/ServerHtml'
import { NavIcon } from './NavIcon'
import type { MobileActionItem } from './nav-tree'

/**
 * §2 mobile action bar (below 992 px): icon links fixed at the bottom, 56 px tall, labels visible;
 * under the header's drawer. Its links stay the server's HTML (soft links all the same).
 */
export function MobileActionBar({ actions }: { actions: readonly MobileActionItem[] }) {
  const t = useTranslations('nav')
  if (actions.length === 0) return null
  return (
    <nav
      aria-label={t('actions')}
      className="bottom-bar fixed inset-x-0 bottom-0 z-20 border-t border-line bg-header pb-[env(safe-area-inset-bottom)] lg:hidden"
      data-testid="mobile-action-bar"
    >
      <ServerHtml>
        <ul role="list" className="mx-auto flex max-w-[640px]">
          {actions.map((action) => (
            <li key={action.id} className="flex-1">
              <CmsLink url={action.link.url ?? '/'} className="action-link">
                <NavIcon name={action.icon} size={22} />
                <span className="max-w-full truncate">{action.link.label}</span>
              </CmsLink>
            </li>
          ))}
        </ul>
      </ServerHtml>
    </nav>
  )
}
