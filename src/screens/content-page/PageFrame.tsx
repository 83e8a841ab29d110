import 'server-only'

import { cache, type ReactNode } from 'react'
import type { Thing } from 'schema-dts'

import type { PolicyLink } from '@/features/consent'
import { SiteShell } from '@/screens/frame/server'
import { audienceOf, type Audience } from '@/sites/audience'
import type { Locale } from '@/i18n/locales'
import { pageIdOf, siteRules, type SiteId } from '@/sites/sites'

import { pageUrl, satisfactionBadge } from './frame-links'
import { getPublishedPage, type LoadedPage } from '@/features/pages/server'
import { PageStructuredData, type Crumb } from './PageStructuredData'

/** The cookie and privacy policies of the site in this locale, for the consent banner; never fails the layout. */
async function policyLinks(site: SiteId, locale: Locale): Promise<PolicyLink[]> {
  const pages = await Promise.all(
    [pageIdOf(site, 'cookiePolicy'), pageIdOf(site, 'privacyPolicy')].map((id) => getPublishedPage(id, site, locale).catch(() => null)),
  )
  return pages.flatMap((page) => {
    const url = page?.urls[locale]
    return page && url ? [{ url, title: page.title }] : []
  })
}

type Props = {
  page: LoadedPage
  site: SiteId
  locale: Locale
  /** The error page (§2): the private frame, no other language, a 404 page view. */
  error?: boolean
  /** The trail below the home page when it is not the page itself (e.g. the list, then a news item). */
  crumbs?: Crumb[]
  /** Structured data of the screen's own content (e.g. a news article). */
  structuredData?: Thing[]
  children: ReactNode
}

/** The pages the frame links to, one object per request for a site, language and section: SiteShell shares its frame by it. */
const frameLinks = cache(async (site: SiteId, locale: Locale, audience: Audience) => {
  const rules = siteRules(site)
  const [networkStatus, satisfaction, policies] = await Promise.all([
    rules.hasAlertPanel ? pageUrl(pageIdOf(site, 'networkStatus'), site, locale) : null,
    audience === 'private' && rules.hasSatisfactionBadge ? satisfactionBadge(site, locale) : null,
    policyLinks(site, locale),
  ])
  return { networkStatus, satisfaction, policies }
})

/** A CMS page in the site's frame, with the urls the frame links to. */
export async function PageFrame({ page, site, locale, error = false, crumbs, structuredData, children }: Props) {
  const audience: Audience = error ? 'private' : audienceOf(page.sections)
  return (
    <>
      <SiteShell
        site={site}
        locale={locale}
        audience={audience}
        pageId={page.id}
        pageTheme={error ? null : page.theme}
        urls={error ? {} : page.urls}
        links={await frameLinks(site, locale, audience)}
        status={error ? 404 : 200}
      >
        {children}
      </SiteShell>
      {!error && <PageStructuredData page={page} site={site} locale={locale} crumbs={crumbs} extra={structuredData} />}
    </>
  )
}
