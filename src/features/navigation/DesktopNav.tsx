import { CmsRichText } from '@/ui/CmsRichText'
import { useTranslations } from 'next-intl'

import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { ServerHtml } from '@/ui/ServerHtml'
import { NavDropdown } from './NavDropdown'
import type { NavItem } from './nav-tree'

const LINK = 'mega-sublink'

/** The mega-menu panel of one entry: its children as columns (grandchildren below), then the information block. */
function MegaPanel({ item }: { item: NavItem }) {
  const t = useTranslations('nav')
  const children = item['aio:children']
  return (
    <ServerHtml className="mx-auto grid max-w-[1280px] gap-8 px-8 py-8 lg:grid-cols-[1fr_minmax(260px,320px)]">
      <div>
        {item.link.url && (
          <CmsLink
            url={item.link.url}
            className="mb-6 inline-flex items-center gap-2 font-semibold text-link hover:underline underline-offset-4"
          >
            {t('overview', { label: item.link.label })}
            <Icon icon="arrow-right" size={16} />
          </CmsLink>
        )}
        <ul role="list" className="grid grid-cols-2 gap-x-8 gap-y-6 xl:grid-cols-3">
          {children.map((child) => (
            <li key={child.id}>
              {child.link.url ? (
                <CmsLink url={child.link.url} className="mega-link">
                  {child.link.label}
                </CmsLink>
              ) : (
                <span className="font-semibold">{child.link.label}</span>
              )}
              {child['aio:children'].length > 0 && (
                <ul role="list" className="mt-3 flex flex-col gap-2 border-l-2 border-line pl-3">
                  {child['aio:children'].map((grandchild) =>
                    grandchild.link.url ? (
                      <li key={grandchild.id}>
                        <CmsLink url={grandchild.link.url} className={`${LINK} text-muted`}>
                          {grandchild.link.label}
                        </CmsLink>
                      </li>
                    ) : null,
                  )}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
      {item.information && (
        <aside className="rounded-2xl bg-surface-alt p-6">
          {item.information.text && <CmsRichText data={item.information.text} className="prose-cms text-[15px] text-ink" />}
          {item.information.button && (
            <CmsLink
              url={item.information.button.url}
              className="mt-4 inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-primary px-6 py-2.5 font-semibold text-on-primary transition duration-200 hover:ring-4 hover:ring-primary/30"
            >
              {item.information.button.label}
            </CmsLink>
          )}
        </aside>
      )}
    </ServerHtml>
  )
}

/** §2 main navigation from 992 px: links, or buttons opening a mega menu for entries with children. */
export function DesktopNav({ items }: { items: readonly NavItem[] }) {
  const t = useTranslations('nav')
  return (
    <nav aria-label={t('main')} className="hidden min-w-0 flex-1 justify-center nav:flex">
      <ul role="list" className="flex items-center gap-0.5 nav-full:gap-1">
        {items.map((item) => (
          <li key={item.id}>
            {item['aio:children'].length > 0 ? (
              <NavDropdown label={item.link.label}>
                <MegaPanel item={item} />
              </NavDropdown>
            ) : item.link.url ? (
              <CmsLink
                url={item.link.url}
                className="inline-flex min-h-11 items-center rounded-full px-2.5 text-[15px] font-semibold whitespace-nowrap transition-colors duration-200 hover:bg-surface-alt hover:text-link nav-full:px-4"
              >
                {item.link.label}
              </CmsLink>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  )
}
