'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useReducer } from 'react'

import { catalogueCards, OfferCardGrid } from '@/features/catalogue'
import { AddressCheck, funnelAtCheckedAddress, funnelReducer, funnelStorageKey, initialFunnelState } from '@/features/order'
import type { Locale } from '@/i18n/locales'
import { WithMessages } from '@/i18n/WithMessages'
import type { SiteId } from '@/sites/sites'

import type { CheckData } from './check-data'
import { offersAt } from './offers-at'

/** The server's HTML of the check, its address form, is drawn without the data the live check is given. */
const FIRST_PAINT: CheckData = { distributors: [], catalogue: { offers: [], options: [] }, orderUrls: {}, messages: {} }

type Props = { site: SiteId; locale: Locale } & Partial<CheckData>

/**
 * The home pages' availability check: the funnel's own address check, then the network, fibre
 * and speeds at the address and the offers served there with their prices.
 */
export function AvailabilityCheck({ messages = FIRST_PAINT.messages, ...props }: Props) {
  return (
    <WithMessages more={messages}>
      <Check {...props} />
    </WithMessages>
  )
}

function Check({
  site,
  distributors = FIRST_PAINT.distributors,
  catalogue = FIRST_PAINT.catalogue,
  orderUrls = FIRST_PAINT.orderUrls,
}: Omit<Props, 'messages'>) {
  const t = useTranslations('availabilityCheck')
  const [state, dispatch] = useReducer(funnelReducer, initialFunnelState)
  const { distributor, exception } = state.order
  const served = state.availability !== null && distributor !== null && !exception
  const cards = useMemo(
    () =>
      served && distributor ? catalogueCards(offersAt(catalogue, distributor), new Date(), (offer) => orderUrls[offer.slug] ?? '') : [],
    [served, distributor, catalogue, orderUrls],
  )

  /*
   * The checked address goes to the funnel through its own sessionStorage, not the URL: the funnel
   * already restores from there (a reload of the order page keeps everything), the lookup is not
   * run twice, and a home address stays out of URLs, server logs and the Referer header.
   */
  const handOver = (slug: string) => {
    const funnel = funnelAtCheckedAddress(state, catalogue, slug)
    if (!funnel) return
    try {
      sessionStorage.setItem(funnelStorageKey(site, 'private'), JSON.stringify(funnel))
    } catch {
      // Without storage the funnel still opens with the offer chosen, at the address step.
    }
  }

  return (
    <div className="grid gap-8" data-testid="availability-check">
      <div className="max-w-[960px] rounded-3xl border border-line bg-surface p-4 text-ink shadow-sm sm:p-8">
        <AddressCheck site={site} distributors={distributors} state={state} dispatch={dispatch} idPrefix="check" />
      </div>
      {served && (
        <section aria-labelledby="availability-check-offers" className="flex flex-col gap-6" data-testid="availability-offers">
          <h3 id="availability-check-offers" className="text-2xl font-bold">
            {t('offersTitle')}
          </h3>
          {cards.length > 0 ? <OfferCardGrid cards={cards} headingLevel={4} onOrder={handOver} /> : <p>{t('noOffers')}</p>}
        </section>
      )}
    </div>
  )
}
