import { getTranslations } from 'next-intl/server'

import { getPathname } from '@/i18n/navigation'
import { BUTTON_PRIMARY, CONTAINER } from '@/ui/styles'

import { logger } from '@/lib/logger'
import type { Locale } from '@/i18n/locales'
import { pageIdOf, type SiteId } from '@/sites/sites'

import { ContentPage } from './ContentPage'
import { getPublishedPage } from '@/features/pages/server'
import { PageFrame } from './PageFrame'

/** Plain text and a link home: what remains when even the error page cannot be rendered (§2). */
async function Fallback({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <main id="content" className="mx-auto max-w-[1280px] px-4 py-16">
      <h1 className="text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg">{t('text')}</p>
      <p className="mt-8">
        <a href={locale === 'fr' ? '/' : `/${locale}`} className="font-semibold text-link underline">
          {t('home')}
        </a>
      </p>
    </main>
  )
}

/**
 * The ways on from a page that does not exist: the site's home and a search box. A plain form: it
 * searches before any script runs, and so does the fallback's link.
 */
async function WaysOn({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  const ts = await getTranslations({ locale, namespace: 'search' })
  return (
    <div className={`${CONTAINER} flex flex-col gap-6 pb-16`} data-testid="not-found-ways">
      <p>
        <a href={getPathname({ href: '/', locale })} className="font-semibold text-link underline underline-offset-4">
          {t('home')}
        </a>
      </p>
      <form role="search" action={getPathname({ href: '/search', locale })} method="get" className="flex max-w-xl flex-wrap gap-3">
        <label htmlFor="not-found-search" className="w-full font-semibold">
          {t('search')}
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          required
          minLength={2}
          placeholder={ts('placeholder')}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-line bg-surface px-4"
        />
        <button type="submit" className={BUTTON_PRIMARY}>
          {ts('submit')}
        </button>
      </form>
    </div>
  )
}

/** The site's error page, or null when it cannot be loaded (then the fallback shows). */
async function loadErrorPage(site: SiteId, locale: Locale) {
  try {
    return await getPublishedPage(pageIdOf(site, 'error'), site, locale)
  } catch (error) {
    logger.error({ err: error, site, locale }, 'error page could not be rendered')
    return null
  }
}

/** The error page is a content page of the site, shown with status 404 (§2). */
export async function ErrorPage({ site, locale }: { site: SiteId; locale: Locale }) {
  const page = await loadErrorPage(site, locale)
  if (!page) return <Fallback locale={locale} />
  return (
    <PageFrame page={page} site={site} locale={locale} error>
      <ContentPage page={page} site={site} locale={locale}>
        <WaysOn locale={locale} />
      </ContentPage>
    </PageFrame>
  )
}
