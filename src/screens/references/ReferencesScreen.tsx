import 'server-only'

import { permanentRedirect } from 'next/navigation'

import { canonicalRedirect } from '@/features/pages'
import { getFixedRoutePage } from '@/features/pages/server'
import { audienceLocales } from '@/sites/audience'
import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
import { ContentPage } from '@/screens/content-page/ContentPage'
import { NotFoundPage } from '@/screens/content-page/NotFoundPage'
import { PageFrame } from '@/screens/content-page/PageFrame'

import { firstReferencePage, ReferenceList } from '@/features/references/server'
import { ClientMessages } from '@/i18n/ClientMessages'

/** §2 business references: the CMS page of the screen, then the site's references. */
export async function ReferencesScreen({ params }: { params: SiteRouteParams }) {
  const { site, locale } = await siteAndLocale(params)
  const [page, firstPage] = await Promise.all([getFixedRoutePage('references', site, locale), firstReferencePage(site, locale)])
  if (!page) return <NotFoundPage site={site} locale={locale} />
  // §2: business pages have no English: /en/business/references goes to the French list.
  const canonical = canonicalRedirect({ urls: page.urls, allowed: audienceLocales(site, 'business'), locale })
  if (canonical) permanentRedirect(canonical)
  return (
    <PageFrame page={page} site={site} locale={locale}>
      <ContentPage page={page} site={site} locale={locale}>
        <ClientMessages messages={['references']}>
          <ReferenceList firstPage={firstPage} />
        </ClientMessages>
      </ContentPage>
    </PageFrame>
  )
}
