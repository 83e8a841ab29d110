import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

import { internalTarget } from './cms-link'

type Props = { url: string; className?: string; children: ReactNode }

/** §2: internal CMS urls use the router (prefetch, no reload); others open in a new tab. */
export function CmsLink({ url, className, children }: Props) {
  const t = useTranslations('blocks')
  const target = internalTarget(url)
  if (!target) {
    return (
      <a href={url} target="_blank" rel="noopener" className={className}>
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
  return (
    <Link href={href} locale={target.locale} className={className}>
      {children}
    </Link>
  )
}
