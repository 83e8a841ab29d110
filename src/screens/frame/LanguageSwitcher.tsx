'use client'

import { useLocale, useTranslations } from 'next-intl'
import { createContext, useContext, type ReactNode, type SyntheticEvent } from 'react'

import { Icon } from '@/ui/Icon'

import { keepingPlace, type LanguageLink } from './language-switcher'

const PageLanguages = createContext<readonly LanguageLink[]>([])

/**
 * The other languages of the page on screen. The header around the switchers is the same on every
 * page of a site, section and language, so the server sends it once for the page and the not-found
 * view it carries (SiteShell); only these links change with the page.
 */
export function PageLanguageLinks({ links, children }: { links: readonly LanguageLink[]; children: ReactNode }) {
  return <PageLanguages value={links}>{children}</PageLanguages>
}

/**
 * §2 language switcher: the other locales (rules in ./language-switcher). Plain links: a locale
 * change reloads the page in that language and the locale cookie follows. The page is cached
 * without its query, so the link takes the visitor's query from the address as it is followed.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useTranslations('header')
  const tLang = useTranslations('languages')
  const current = useLocale()
  const links = useContext(PageLanguages)
  if (links.length === 0) return null
  return (
    <nav aria-label={t('languages')} className={className} data-testid="language-switcher">
      <ul role="list" className="flex items-center gap-1">
        <li aria-hidden="true" className="inline-flex items-center gap-1 px-1 font-semibold uppercase">
          <Icon icon="globe" size={16} strokeWidth={1.75} />
          {current}
        </li>
        {links.map((link) => (
          <li key={link.locale}>
            <a
              href={link.href}
              onPointerDown={carryPlace(link.href)}
              onFocus={carryPlace(link.href)}
              onClick={carryPlace(link.href)}
              hrefLang={link.locale}
              lang={link.locale}
              className="inline-flex min-h-8 items-center rounded px-2 font-semibold uppercase underline-offset-4 hover:underline"
            >
              <span aria-hidden="true">{link.locale}</span>
              <span className="sr-only">{tLang(link.locale)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function carryPlace(href: string) {
  return (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.setAttribute('href', keepingPlace(href, window.location))
  }
}
