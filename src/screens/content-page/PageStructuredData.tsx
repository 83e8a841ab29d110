import 'server-only'

import { getTranslations } from 'next-intl/server'
import type { Thing } from 'schema-dts'

import { offerCards } from '@/screens/blocks'
import { currentMonthlyPrice } from '@/features/catalogue'
import { loadOffers } from '@/features/catalogue/server'
import { getSiteSettings } from '@/screens/frame/server'
import { breadcrumbLd, graph, JsonLd, organizationLd, productsLd, webSiteLd } from '@/features/seo'
import { getPathname } from '@/i18n/navigation'
import { configuredOrigin } from '@/sites/site-origin'
import type { Locale } from '@/i18n/locales'
import { pageRoleOf, siteRules, type SiteId } from '@/sites/sites'

import { getFixedRoutePage, type LoadedPage } from '@/features/pages/server'

export type Crumb = { name: string; url: string }

/** The search screen's url, or null: structured data never fails the page. */
async function searchUrl(site: SiteId, locale: Locale): Promise<string | null> {
  try {
    return (await getFixedRoutePage('search', site, locale))?.urls[locale] ?? null
  } catch {
    return null
  }
}

/**
 * JSON-LD of a page (§2 SEO): the operator with its contact points and social links, the site with
 * its search, the trail from the home page, and the offers the page's cards show, priced in CHF.
 */
export async function PageStructuredData({
  page,
  site,
  locale,
  crumbs,
  extra = [],
}: {
  page: LoadedPage
  site: SiteId
  locale: Locale
  crumbs?: Crumb[]
  extra?: Thing[]
}) {
  const origin = configuredOrigin(site)
  const [settings, search, t] = await Promise.all([
    getSiteSettings(site).catch(() => null),
    searchUrl(site, locale),
    getTranslations({ locale, namespace: 'seo' }),
  ])
  const name = settings?.name ?? siteRules(site).name
  const home = getPathname({ href: '/', locale })
  const url = page.urls[locale]
  const trail = crumbs ?? (url && pageRoleOf(page.id) !== 'home' ? [{ name: page.title, url }] : [])
  const offerIds = (page.blocs ?? []).flatMap((bloc) => (bloc.offers ?? []).map((offer) => (typeof offer === 'number' ? offer : offer.id)))
  const now = new Date()
  const offers = [
    ...(page.blocs ?? [])
      .flatMap((bloc) => offerCards(bloc.contents))
      .map((card) => ({ name: card.name, monthly: card.price?.kind === 'amount' ? card.price.monthly : null })),
    ...(offerIds.length > 0 ? await loadOffers(offerIds, site, locale).catch(() => []) : []).map((offer) => ({
      name: offer.name,
      monthly: currentMonthlyPrice(offer, now),
    })),
  ]
  return (
    <JsonLd
      data={graph([
        organizationLd({
          origin,
          name,
          email: settings?.contactEmail ?? null,
          phones: { private: settings?.phones.private ?? null, business: settings?.phones.business ?? null },
          social: (settings?.social ?? []).map((link) => link.url),
          locales: siteRules(site).locales,
        }),
        webSiteLd({ origin, name, locale, homeUrl: home, searchUrl: search }),
        breadcrumbLd(origin, [{ name: t('home'), url: home }, ...trail]),
        ...(url ? productsLd(origin, url, offers) : []),
        ...extra,
      ])}
    />
  )
}
