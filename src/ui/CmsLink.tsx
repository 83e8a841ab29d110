import { useLocale, useTranslations } from 'next-intl'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

import { getPathname } from '@/i18n/navigation'

import { internalTarget, SOFT_LINK } from './cms-link'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  url: string
  children: ReactNode
}

/**
 * §2: a CMS url starting with a slash is a localized link the router follows (SoftNavigation, one
 * listener for the whole page, prefetched when idle); `tel:` and `mailto:` stay plain links;
 * anything else opens in a new tab with rel="noopener", which screen readers are told.
 * A plain anchor in server and client components alike: a page full of links hydrates none of them.
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
  const changesLocale = target.locale !== currentLocale
  // Another language is a page load with the locale's prefix (/fr/… answered by a 308 sets the locale cookie).
  const pathname = getPathname({
    locale: target.locale,
    href: target.path.length === 0 ? '/' : { pathname: '/[...path]', params: { path: target.path } },
    forcePrefix: changesLocale || undefined,
  })
  const query = new URLSearchParams(target.query).toString()
  const href = `${pathname}${query && `?${query}`}${target.hash && `#${target.hash}`}`
  return changesLocale ? (
    <a href={href} hrefLang={target.locale} {...rest}>
      {children}
    </a>
  ) : (
    <a href={href} {...{ [SOFT_LINK]: '' }} {...rest}>
      {children}
    </a>
  )
}
