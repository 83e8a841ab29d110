import 'server-only'

import { notFound } from 'next/navigation'

import { SiteShell } from '@/features/layout/SiteShell'
import { ContentPage } from '@/features/pages/ContentPage'
import { getScreenPage } from '@/features/pages/load-page'
import { siteAndLocale, type SiteRouteParams } from '@/features/pages/route-params'
import { audienceOf } from '@/sites/audience'

import type { Audience } from './customer-schema'
import { loadOrderDistributors } from './order-data.server'
import { OrderFunnel } from './ui/OrderFunnel'

/**
 * The order screens: the CMS page of the screen, then the funnel. The page stays cacheable: the
 * pack of ?pack= is read in the browser.
 */
export async function OrderScreen({ params, audience }: { params: SiteRouteParams; audience: Audience }) {
  const { site, locale } = await siteAndLocale(params)
  const [page, distributors] = await Promise.all([
    getScreenPage(audience === 'business' ? 'business-order' : 'order', site, locale),
    loadOrderDistributors(),
  ])
  if (!page) notFound()
  return (
    <SiteShell site={site} locale={locale} audience={audienceOf(page.sections)} pageId={page.id} pageTheme={page.theme} urls={page.urls}>
      <ContentPage page={page} site={site} locale={locale}>
        <OrderFunnel site={site} audience={audience} distributors={distributors} />
      </ContentPage>
    </SiteShell>
  )
}
