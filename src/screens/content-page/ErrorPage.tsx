import { getTranslations } from 'next-intl/server'

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
      <ContentPage page={page} site={site} locale={locale} />
    </PageFrame>
  )
}
