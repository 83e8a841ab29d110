import type { IconName } from '@/ui/icons'
import { useTranslations } from 'next-intl'

import { formatDate } from '@/lib/formats'
import { CmsLink } from '@/ui/CmsLink'
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

import { wideColumns, type CardIcon, type FactIcon, type OfferCard } from '../offer-card'
import { PriceTag } from './PriceTag'

const CARD_ICONS: Record<CardIcon, IconName> = {
  product: 'package',
  internet: 'wifi',
  mobile: 'smartphone',
  phone: 'phone',
  tv: 'tv',
  business: 'briefcase',
}

const FACT_ICONS: Record<FactIcon, IconName> = {
  speed: 'gauge',
  tv: 'tv',
  data: 'smartphone',
  calls: 'phone',
  check: 'check',
}

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const

type Props = {
  cards: readonly OfferCard[]
  /** Level of the card titles: one below the heading of the section the cards sit in. */
  headingLevel?: 2 | 3 | 4
  /** Called as "Commander" is followed, with the offer's slug (the availability check hands its address to the funnel). */
  onOrder?: (slug: string) => void
}

/**
 * Offer cards (design rules): name, up to four key facts with icons, the price large, one primary
 * button. Equal heights; 1 column, 2 from 768 px, 3–4 from 1200 px.
 */
export function OfferCardGrid({ cards, headingLevel = 3, onOrder }: Props) {
  const t = useTranslations('catalogue')
  if (cards.length === 0) return null
  const Heading = HEADINGS[headingLevel]
  const columns = wideColumns(cards.length) === 4 ? 'xl:grid-cols-4' : 'xl:grid-cols-3'
  return (
    <ul role="list" className={`grid grid-cols-1 gap-6 md:grid-cols-2 ${columns}`} data-testid="offer-cards">
      {cards.map((card) => {
        const kindIcon = CARD_ICONS[card.icon]
        const price = card.price
        const slug = card.slug
        return (
          <li
            key={card.key}
            className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 text-ink shadow-sm md:p-8"
            data-testid="offer-card"
            data-offer={card.slug ?? undefined}
          >
            <div className="mb-4 flex items-start justify-between gap-3">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-alt text-link" aria-hidden="true">
                <Icon icon={kindIcon} size={24} strokeWidth={1.75} />
              </span>
              {price?.kind === 'amount' && price.promotion?.label && (
                <span className="rounded-full bg-primary px-3 py-1 text-sm font-semibold text-on-primary">{price.promotion.label}</span>
              )}
            </div>
            <Heading className="text-xl font-bold md:text-2xl">{card.name}</Heading>
            {card.facts.length > 0 && (
              <ul role="list" className="mt-4 flex flex-col gap-3">
                {card.facts.map((fact) => {
                  const factIcon = FACT_ICONS[fact.icon]
                  return (
                    <li key={fact.text} className="flex items-start gap-3">
                      <Icon icon={factIcon} size={24} strokeWidth={1.75} className="shrink-0 text-link" />
                      <span className="pt-0.5">{fact.text}</span>
                    </li>
                  )
                })}
              </ul>
            )}
            <div className="mt-auto pt-8">
              {price?.kind === 'amount' && (
                <div className="mb-6 flex flex-col gap-1" data-testid="offer-price">
                  <PriceTag amount={price.promotion?.price ?? price.monthly} monthly size="large" />
                  {price.promotion && (
                    <p className="text-sm text-muted">
                      {t('insteadOf')} <PriceTag amount={price.monthly} monthly struck />{' '}
                      {price.promotion.months === null
                        ? t('until', { date: formatDate(price.promotion.validUntil) })
                        : t('forMonths', { months: price.promotion.months, date: formatDate(price.promotion.validUntil) })}
                    </p>
                  )}
                  {price.oneOff > 0 && (
                    <p className="text-sm text-muted">
                      {t('oneOffFees')} <PriceTag amount={price.oneOff} monthly={false} />
                    </p>
                  )}
                </div>
              )}
              {price?.kind === 'words' && <p className="mb-6 text-2xl leading-none font-extrabold tracking-tight">{price.text}</p>}
              {card.details && (
                <CmsLink url={card.details.url} className={`${BUTTON_SECONDARY} mb-3 w-full`}>
                  {card.details.label}
                  <span className="sr-only">: {card.name}</span>
                </CmsLink>
              )}
              {card.link && (
                <CmsLink
                  url={card.link.url}
                  className={`${BUTTON_PRIMARY} w-full`}
                  onClick={onOrder && slug ? () => onOrder(slug) : undefined}
                >
                  {card.link.label || t('order')}
                  <span className="sr-only">: {card.name}</span>
                </CmsLink>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
