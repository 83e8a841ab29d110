import { useLocale, useTranslations } from 'next-intl'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

import { internalTarget } from './cms-link'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  url: string
  children: ReactNode
}

/**
 * §2: a CMS url starting with a slash goes through the router (localized, prefetched when idle); `tel:` and
 * `mailto:` stay plain links; anything else opens in a new tab with rel="noopener", which screen
 * readers are told.
 * Works in server and client components alike.
 */
export function CmsLink({ url, children, ...rest }: Props) {
  const t = useTranslations('blocks')
  const currentLocale = useLocale()
  // A call or a mail opens the visitor's phone or mail program, not a tab.
  if (/^(tel|mailto):/i.test(url)) {
    return (
      <a href={url} {...rest}>
        {children}
      </a>
    )
  }
  const target = internalTarget(url)
  if (!target) {
    return (
      <a href={url} target="_blank" rel="noopener" {...rest}>
        {children}
        <span className="sr-only"> {t('newTab')}</span>
      </a>
    )
  }
  // An empty query would still print a bare '?'.
  const extra = {
    ...(Object.keys(target.query).length > 0 && { query: target.query }),
    ...(target.hash && { hash: target.hash }),
  }
  const href =
    target.path.length === 0
      ? { pathname: '/' as const, ...extra }
      : { pathname: '/[...path]' as const, params: { path: target.path }, ...extra }
  // Naming the locale makes next-intl prefix it (/fr/…, answered by a 308), which only a change of language needs.
  // Prefetching waits for the idle time of §9 (IdlePrefetch), not for the link to scroll into view.
  return (
    <Link href={href} locale={target.locale === currentLocale ? undefined : target.locale} prefetch={false} {...rest}>
      {children}
    </Link>
  )
}
