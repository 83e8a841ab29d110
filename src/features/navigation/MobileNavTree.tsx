import { useTranslations } from 'next-intl'

import { CmsLink } from '@/ui/CmsLink'

import { MobileSubmenu } from './MobileSubmenu'
import type { NavItem } from './nav-tree'

const ROW = 'nav-row'

/** The main tree inside the drawer: nested levels open one by one, a parent's own page comes first. */
function Level({ items, depth }: { items: readonly NavItem[]; depth: number }) {
  const t = useTranslations('nav')
  return (
    <ul role="list" className={depth > 0 ? 'pl-4' : 'divide-y divide-line'}>
      {items.map((item) => (
        <li key={item.id}>
          {item['aio:children'].length > 0 ? (
            <MobileSubmenu label={item.link.label}>
              {item.link.url && (
                <CmsLink url={item.link.url} className={`${ROW} pl-8 font-medium text-link`}>
                  {t('overview', { label: item.link.label })}
                </CmsLink>
              )}
              <Level items={item['aio:children']} depth={depth + 1} />
            </MobileSubmenu>
          ) : item.link.url ? (
            <CmsLink url={item.link.url} className={`${ROW} ${depth === 0 ? 'font-semibold' : ''}`}>
              {item.link.label}
            </CmsLink>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

export function MobileNavTree({ items }: { items: readonly NavItem[] }) {
  const t = useTranslations('nav')
  return (
    <nav aria-label={t('main')}>
      <Level items={items} depth={0} />
    </nav>
  )
}
