import { Globe } from 'lucide-react'
import { useTranslations } from 'next-intl'

import type { Locale } from '@/sites/sites'

import type { LanguageLink } from './language-switcher'

/**
 * §2 language switcher: the other locales (rules in ./language-switcher). Plain links: a locale
 * change reloads the page in that language and the locale cookie follows.
 */
export function LanguageSwitcher({ current, links, className = '' }: { current: Locale; links: readonly LanguageLink[]; className?: string }) {
  const t = useTranslations('header')
  const tLang = useTranslations('languages')
  if (links.length === 0) return null
  return (
    <nav aria-label={t('languages')} className={className} data-testid="language-switcher">
      <ul role="list" className="flex items-center gap-1">
        <li aria-hidden="true" className="inline-flex items-center gap-1 px-1 font-semibold uppercase">
          <Globe size={16} strokeWidth={1.75} />
          {current}
        </li>
        {links.map((link) => (
          <li key={link.locale}>
            <a
              href={link.href}
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
