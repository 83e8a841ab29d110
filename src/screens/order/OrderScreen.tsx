import 'server-only'

import { permanentRedirect } from 'next/navigation'

import { configuratorUrl, loadCatalogue } from '@/features/catalogue/server'
import { loadDistributors } from '@/features/distributors/server'
import { canonicalRedirect } from '@/features/pages'
import { getFixedRoutePage } from '@/features/pages/server'
import { audienceLocales, audienceOf } from '@/sites/audience'
import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
import { ContentPage } from '@/screens/content-page/ContentPage'
import { NotFoundPage } from '@/screens/content-page/NotFoundPage'
import { PageFrame } from '@/screens/content-page/PageFrame'

import type { Audience } from '@/features/order/server'
import { OrderFunnel } from '@/features/order/server'
import { ClientMessages } from '@/i18n/ClientMessages'
import { FORM_CLIENT_MESSAGES } from '@/i18n/message-subsets'

/**
 * The order screens: the CMS page of the screen, then the funnel with the catalogue of the site
 * and audience, in the locales that audience is read in. The page stays cacheable: the offer of ?offre= is read in the browser.
 */
export async function OrderScreen({ params, audience }: { params: SiteRouteParams; audience: Audience }) {
  const { site, locale } = await siteAndLocale(params)
  const [page, distributors, catalogue] = await Promise.all([
    getFixedRoutePage(audience === 'business' ? 'business-order' : 'order', site, locale),
    loadDistributors(),
    loadCatalogue(site, audience, locale),
  ])
  if (!page) return <NotFoundPage site={site} locale={locale} />
  // §2: like every page, the funnel lives in the locales of its site and audience only (no English
  // business funnel, none on Fribourg): elsewhere the French one, the query (?offre=) carried along.
  const canonical = canonicalRedirect({ urls: page.urls, allowed: audienceLocales(site, audienceOf(page.sections)), locale })
  if (canonical) permanentRedirect(canonical)
  return (
    <PageFrame page={page} site={site} locale={locale}>
      <ContentPage page={page} site={site} locale={locale}>
        <ClientMessages messages={['order', 'catalogue', 'configurator', 'appointments', ...FORM_CLIENT_MESSAGES]}>
          <OrderFunnel
            site={site}
            audience={audience}
            distributors={distributors}
            catalogue={catalogue}
            configuratorUrl={audience === 'private' ? configuratorUrl(locale) : null}
          />
        </ClientMessages>
      </ContentPage>
    </PageFrame>
  )
}
