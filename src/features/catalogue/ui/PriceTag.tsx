import { useTranslations } from 'next-intl'

import { formatPrice } from '@/lib/formats'
import { TEXT_WHEN_NEAR } from '@/ui/styles'

import type { CatalogueItem, Promotion } from '../catalogue'
import { activePromotion } from '../pricing'

const AMOUNT = {
  large: 'text-4xl leading-none font-extrabold tracking-tight',
  medium: 'text-2xl leading-none font-bold',
  inline: 'font-bold',
} as const

type Props = {
  amount: number
  /** A monthly price says so after the amount; a one-off fee does not. */
  monthly: boolean
  size?: keyof typeof AMOUNT
  /** A regular price beside a promotional one: struck through, and read as such. */
  struck?: boolean
}

/**
 * The one price format of the site (§9, design rules): "CHF" before the amount in Swiss notation
 * (`49.-`, `79.90`, `1'234.-`), "/mois" after a monthly price — on the cards, in the funnel, in
 * its summary. Works in server and client components.
 */
export function PriceTag({ amount, monthly, size = 'inline', struck = false }: Props) {
  const t = useTranslations('catalogue')
  const Amount = struck ? 's' : 'span'
  // The spaces between the parts are for text and screen readers; the flex gap spaces them on screen.
  return (
    <>
      {struck && <span className="sr-only">{t('regularPrice')} </span>}
      <span className="price-tag" data-testid="price">
        <span className="text-sm font-semibold">{t('chf')}</span>{' '}
        <Amount className={struck ? 'font-semibold' : AMOUNT[size]}>{formatPrice(amount)}</Amount>
        {monthly && (
          <>
            {' '}
            <span className="text-sm">{t('perMonth')}</span>
          </>
        )}
      </span>
    </>
  )
}

/** A monthly price as it stands now: the promotional one after the struck regular one while a promotion holds. */
export function CurrentPrice({ monthlyPrice, promotion }: { monthlyPrice: number; promotion: Promotion | null }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      {promotion && <PriceTag amount={monthlyPrice} monthly struck />}
      <PriceTag amount={promotion?.price ?? monthlyPrice} monthly />
    </span>
  )
}

/** What a choice of an offer says: its name, its description, its price now. */
export function OfferChoiceText({ item, now }: { item: CatalogueItem; now: Date }) {
  return (
    <span className={`${TEXT_WHEN_NEAR} flex min-w-0 flex-col gap-1 [--held-height:76px]`}>
      <span className="font-semibold">{item.name}</span>
      {item.description && <span className="text-sm text-muted">{item.description}</span>}
      <CurrentPrice monthlyPrice={item.monthlyPrice} promotion={activePromotion(item, now)} />
    </span>
  )
}
