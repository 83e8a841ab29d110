import { Phone } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'
import { themeClasses, type Audience } from '@/sites/audience'
import { siteRules, type Locale, type SiteId } from '@/sites/sites'

import { languageLinks } from './language-switcher'
import { getSiteSettings, phoneFor } from './site-settings'

type Props = {
  site: SiteId
  locale: Locale
  audience: Audience
  pageId: number | null
  pageTheme?: string | null
  urls: Partial<Record<Locale, string>>
  children: ReactNode
}

/** The frame of every screen: header, main and footer, themed per site and audience. */
export async function SiteShell({ site, locale, audience, pageId, pageTheme, urls, children }: Props) {
  const [t, tLang, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getTranslations({ locale, namespace: 'languages' }),
    getSiteSettings(site),
  ])
  const name = settings?.name ?? siteRules(site).name
  const phone = phoneFor(settings, audience)
  const languages = languageLinks({ site, audience, current: locale, pageId, urls })

  return (
    <div id="top" data-site={site} data-audience={audience} className={`${themeClasses(site, audience, pageTheme)} flex min-h-screen flex-col bg-surface text-ink`}>
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:px-4 focus:py-2">
        {t('skipToContent')}
      </a>
      <header className="border-b border-line bg-header">
        <div className="bg-primary text-on-primary">
          <div className="mx-auto flex max-w-[1280px] items-center justify-end gap-6 px-4 py-2 text-sm md:px-6 xl:px-8">
            {phone && (
              <a href={`tel:${phone.replace(/\s+/g, '')}`} className="inline-flex items-center gap-2 font-medium">
                <Phone aria-hidden="true" size={16} />
                <span className="sr-only">{t('phone')}</span>
                {phone}
              </a>
            )}
            {languages.length > 0 && (
              <nav aria-label={t('languages')}>
                <ul className="flex gap-3">
                  {languages.map((link) => (
                    <li key={link.locale}>
                      <a href={link.href} hrefLang={link.locale} lang={link.locale} className="font-semibold uppercase underline-offset-4 hover:underline">
                        <span aria-hidden="true">{link.locale}</span>
                        <span className="sr-only">{tLang(link.locale)}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
        </div>
        <div className="mx-auto flex max-w-[1280px] items-center justify-between px-4 py-4 md:px-6 xl:px-8">
          <Link href="/" className="text-2xl font-extrabold tracking-tight text-primary" aria-label={`${name} — ${t('home')}`}>
            {name}
          </Link>
        </div>
      </header>
      <main id="content" className="flex-1">
        {children}
      </main>
      <footer className="bg-footer text-on-footer">
        <div className="mx-auto flex max-w-[1280px] flex-col gap-4 px-4 py-10 md:flex-row md:items-center md:justify-between md:px-6 xl:px-8">
          <p className="text-lg font-bold text-footer-title">{name}</p>
          <p className="text-sm">{t('copyright', { year: settings?.copyrightYear ?? new Date().getFullYear(), name })}</p>
          <a href="#top" className="text-sm underline underline-offset-4">
            {t('backToTop')}
          </a>
        </div>
      </footer>
    </div>
  )
}
