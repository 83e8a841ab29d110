import 'server-only'

import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { AppointmentChooser } from '@/features/appointments/components'
import { appointmentOffer } from '@/features/appointments/server'
import { LookupForm } from '@/features/order-tracking/components'
import { linkedTrackingPath, orderOfLink, TrackedOrderView, trackingLinkState } from '@/features/order-tracking/server'
import { canonicalRedirect } from '@/features/pages'
import { getFixedRoutePage } from '@/features/pages/server'
import { ClientMessages } from '@/i18n/ClientMessages'
import { LOCALES } from '@/i18n/locales'
import { orderLinkLifetimeDays } from '@/lib/env'
import { getPathname } from '@/i18n/navigation'
import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
import { siteRules } from '@/sites/sites'
import { PageFrame } from '@/screens/content-page/PageFrame'
import { CONTAINER, PANEL } from '@/ui/styles'
import { Token } from '@/ui/Token'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** The link's reference and token, when the address carries one. */
async function linkOf(searchParams: SearchParams): Promise<{ reference: string; token: string } | null> {
  const query = await searchParams
  const reference = one(query.ref)
  return reference === '' ? null : { reference, token: one(query.token) }
}

export async function orderTrackingMetadata(params: SiteRouteParams): Promise<Metadata> {
  const { locale } = await siteAndLocale(params)
  const t = await getTranslations({ locale, namespace: 'orderTracking' })
  // One customer's order: nothing for search engines.
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The order's page from a signed link (mail, confirmation), or the lookup by reference and postal
 * code; a link that is not ours leads to the lookup with a word about it, an expired one to a new
 * link by mail. In the frame of the order screen's page.
 */
export async function OrderTrackingScreen({ params, searchParams }: { params: SiteRouteParams; searchParams: SearchParams }) {
  const { site, locale } = await siteAndLocale(params)
  const [orderPage, link, t] = await Promise.all([
    getFixedRoutePage('order', site, locale),
    linkOf(searchParams),
    getTranslations({ locale }),
  ])
  // Rendered per request (the link): a 404 inside NotFoundPage's boundary would come after the status.
  if (!orderPage) notFound()
  // §2: a language the site leaves out (English on Fribourg) is the French lookup, its link carried along.
  const lookupUrls = Object.fromEntries(LOCALES.map((other) => [other, getPathname({ href: '/order/tracking', locale: other })]))
  const canonical = canonicalRedirect({ urls: lookupUrls, allowed: siteRules(site).locales, locale })
  if (canonical) permanentRedirect(canonical)
  const state = link ? trackingLinkState(link.reference, link.token) : null
  const order = link && state === 'valid' ? await orderOfLink(link.reference, link.token) : null
  const expired = link && state === 'expired' ? link : null
  const appointment = link && order?.needsInstallation ? await appointmentOffer(link.reference, link.token) : null
  // The language switcher leads to the same link (its token, and so its lifetime, does not depend on the language).
  const linked = order ?? expired
  const urls = Object.fromEntries(
    siteRules(site).locales.map((other) => [
      other,
      link && linked ? linkedTrackingPath(other, link.reference, link.token) : getPathname({ href: '/order/tracking', locale: other }),
    ]),
  )
  const days = orderLinkLifetimeDays()
  return (
    <PageFrame page={{ ...orderPage, title: t('orderTracking.title'), urls }} site={site} locale={locale}>
      <div className="bg-surface-alt py-8 md:py-14">
        <div className={`${CONTAINER} flex flex-col gap-6`}>
          <header className="flex flex-col gap-2">
            <h1 className="text-3xl font-bold tracking-tight md:text-4xl">
              {order
                ? t.rich('orderTracking.orderTitle', { reference: order.reference, ref: () => <Token text={order.reference} /> })
                : t(expired ? 'orderTracking.expired.title' : 'orderTracking.title')}
            </h1>
            {!order && (
              <p className="max-w-[70ch] text-lg">
                {expired ? t('orderTracking.expired.text', { days }) : t('orderTracking.lookup.intro')}
              </p>
            )}
          </header>
          {link && appointment && (
            <ClientMessages messages={['appointments']}>
              <AppointmentChooser reference={link.reference} token={link.token} initial={appointment} />
            </ClientMessages>
          )}
          {order ? (
            <TrackedOrderView order={order} />
          ) : (
            <section className={`${PANEL} max-w-xl`}>
              <ClientMessages messages={['orderTracking.lookup', 'orderTracking.expired', 'address', 'order.validation']}>
                {expired ? (
                  <LookupForm notice={null} renewal={{ reference: expired.reference, sent: t('orderTracking.expired.sent', { days }) }} />
                ) : (
                  <LookupForm notice={link ? t('orderTracking.lookup.invalidLink') : null} />
                )}
              </ClientMessages>
            </section>
          )}
        </div>
      </div>
    </PageFrame>
  )
}
