import 'server-only'

import type { IconName } from '@/ui/icons'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
import { telHref } from '@/lib/formats'
import { logger } from '@/lib/logger'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'
import { OpeningHours } from '@/ui/OpeningHours'
import { CONTAINER } from '@/ui/styles'
import { Icon } from '@/ui/Icon'
import { Token } from '@/ui/Token'

import type { SellerEntry } from '@/features/sellers'
import { loadSellerEntries } from '@/features/sellers/server'

/** §8: a failed sellers load is silent; the page shows without the list. */
async function loadSellers(site: SiteId, locale: Locale): Promise<SellerEntry[] | null> {
  try {
    return await loadSellerEntries(site, locale)
  } catch (error) {
    logger.error({ err: error, site, locale }, 'sellers load failed')
    return null
  }
}

const LINK = 'font-medium text-link underline-offset-4 hover:underline'
const ICON = 'mt-0.5 size-5 shrink-0 text-link'

function ContactItem({ icon, href, newTab = false, children }: { icon: IconName; href: string; newTab?: boolean; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <Icon icon={icon} className={ICON} />
      <a href={href} {...(newTab && { target: '_blank', rel: 'noopener' })} className={`${LINK} inline-flex min-h-11 items-center`}>
        {children}
      </a>
    </li>
  )
}

async function SellerCard({ seller }: { seller: SellerEntry }) {
  const [t, tBlocks] = await Promise.all([getTranslations('sellers'), getTranslations('blocks')])
  const newTab = <span className="sr-only"> {tBlocks('newTab')}</span>
  return (
    <article
      aria-labelledby={`seller-${seller.id}`}
      className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-widest text-link uppercase">{t(`kind.${seller.kind}`)}</p>
        <h3 id={`seller-${seller.id}`} className="text-xl leading-tight font-bold">
          {seller.name}
        </h3>
        {seller.description && <p className="text-muted">{seller.description}</p>}
      </div>
      {(seller.street || seller.locality) && (
        <div className="flex gap-3">
          <Icon icon="map-pin" className={ICON} />
          <div className="flex flex-col gap-1">
            <h4 className="sr-only">{t('address')}</h4>
            <address className="not-italic">
              {seller.street}
              {seller.street && seller.locality && <br />}
              {seller.locality}
            </address>
            {seller.mapUrl && (
              <a href={seller.mapUrl} target="_blank" rel="noopener noreferrer" className={`${LINK} inline-flex min-h-11 items-center`}>
                {t('map')}
                <span className="sr-only"> {t('mapOf', { name: seller.name })}</span>
                {newTab}
              </a>
            )}
          </div>
        </div>
      )}
      <div className="flex gap-3">
        <Icon icon="clock" className={ICON} />
        <div className="flex flex-col gap-1">
          <h4 className="font-semibold">{t('hours')}</h4>
          {seller.hours.length > 0 ? <OpeningHours lines={seller.hours} /> : <p className="text-muted">{t('byAppointment')}</p>}
        </div>
      </div>
      {(seller.phone || seller.email || seller.website) && (
        <ul className="mt-auto flex flex-col gap-1 border-t border-line pt-4">
          {seller.phone && (
            <ContactItem icon="phone" href={telHref(seller.phone)}>
              <span className="sr-only">{t('phone')} </span>
              {seller.phone}
            </ContactItem>
          )}
          {seller.email && (
            <ContactItem icon="mail" href={`mailto:${seller.email}`}>
              <span className="sr-only">{t('email')} </span>
              <Token text={seller.email} />
            </ContactItem>
          )}
          {seller.website && (
            <ContactItem icon="globe" href={seller.website} newTab>
              <Token text={new URL(seller.website).host.replace(/^www\./, '')} />
              <span className="sr-only"> ({t('website')})</span>
              {newTab}
            </ContactItem>
          )}
        </ul>
      )}
    </article>
  )
}

/** The site's sellers on a points-of-sale page (§2), in the §7 order (position DESC). */
export async function PointsOfSale({ params }: { params: SiteRouteParams }) {
  const { site, locale } = await siteAndLocale(params)
  const sellers = await loadSellers(site, locale)
  if (!sellers || sellers.length === 0) return null
  const t = await getTranslations('sellers')
  return (
    <section aria-labelledby="points-of-sale-title" className="bg-surface-alt py-12 md:py-16">
      <div className={`${CONTAINER} flex flex-col gap-8`}>
        <h2 id="points-of-sale-title" className="text-3xl font-bold tracking-tight md:text-4xl">
          {t('title')}
        </h2>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {sellers.map((seller) => (
            <li key={seller.id}>
              <SellerCard seller={seller} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
