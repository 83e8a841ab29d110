import 'server-only'

import { notFound } from 'next/navigation'

import { loadDistributors } from '@/features/distributors/server'
import { ContentPage, getScreenPage, PageFrame, siteAndLocale, type SiteRouteParams } from '@/features/pages/server'

import type { Audience } from './customer-schema'
import { OrderFunnel } from './ui/OrderFunnel'

/**
 * The order screens: the CMS page of the screen, then the funnel. The page stays cacheable: the
 * pack of ?pack= is read in the browser.
 */
export async function OrderScreen({ params, audience }: { params: SiteRouteParams; audience: Audience }) {
  const { site, locale } = await siteAndLocale(params)
  const [page, distributors] = await Promise.all([
    getScreenPage(audience === 'business' ? 'business-order' : 'order', site, locale),
    loadDistributors(),
  ])
  if (!page) notFound()
  return (
    <PageFrame page={page} site={site} locale={locale}>
      <ContentPage page={page} site={site} locale={locale}>
        <OrderFunnel site={site} audience={audience} distributors={distributors} />
      </ContentPage>
    </PageFrame>
  )
}
