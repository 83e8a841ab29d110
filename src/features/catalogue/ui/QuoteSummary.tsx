import { useTranslations } from 'next-intl'

import { formatDate } from '@/lib/formats'

import { perLine, type OneOffFee, type Quote } from '../pricing'
import { CurrentPrice, PriceTag } from './PriceTag'

/**
 * The running summary of a choice: each line with its monthly price, each rebate of the catalogue
 * as a line of its own, the monthly total (the promotional one while it holds, then the regular
 * one, both less the rebates), the one-off total and its fees line by line.
 */
export function QuoteSummary({
  quote,
  headingLevel = 3,
  live = true,
  placed = false,
}: {
  quote: Quote | null
  headingLevel?: 2 | 3
  /** Read out on every change; off where the screen announces the total itself once the choices rest. */
  live?: boolean
  /** Beside the confirmation: what was ordered, no longer a selection. */
  placed?: boolean
}) {
  const t = useTranslations('catalogue.summary')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const promotional = quote !== null && quote.promotionalMonthlyTotal < quote.monthlyTotal
  return (
    <section aria-labelledby="quote-summary-title" className="rounded-2xl bg-surface-alt p-4 text-ink sm:p-6" data-testid="order-summary">
      <Heading id="quote-summary-title" className="mb-3 text-lg font-bold">
        {t(placed ? 'placedTitle' : 'title')}
      </Heading>
      {quote === null ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <>
          <ul role="list" className="mb-4 flex flex-col gap-2 border-b border-line pb-4">
            {quote.lines.map((line) => (
              <li
                key={line.slug}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1"
                data-testid="summary-line"
                data-slug={line.slug}
              >
                <span className="font-semibold">{line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name}</span>
                <CurrentPrice
                  monthlyPrice={perLine(line, line.monthlyPrice)}
                  promotion={line.promotion && { ...line.promotion, price: perLine(line, line.promotion.price) }}
                />
              </li>
            ))}
            {quote.rebates.map((rebate) => (
              <li
                key={`rebate-${rebate.slug}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1"
                data-testid="summary-rebate"
                data-slug={rebate.slug}
              >
                <span>
                  <span className="font-semibold">{rebate.label}</span>{' '}
                  <span className="text-sm">
                    {t('rebateOn', { product: rebate.quantity > 1 ? `${rebate.quantity} × ${rebate.name}` : rebate.name })}
                  </span>
                </span>
                <span className="font-semibold">
                  <span aria-hidden="true">− </span>
                  <span className="sr-only">{t('rebates')}: </span>
                  <PriceTag amount={rebate.amount} monthly />
                </span>
              </li>
            ))}
          </ul>
          <dl className="flex flex-col gap-2" aria-live={live ? 'polite' : undefined}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <dt className="font-semibold">{t('monthly')}</dt>
              <dd data-testid="summary-monthly">
                <PriceTag amount={quote.promotionalMonthlyTotal} monthly size="medium" />
              </dd>
            </div>
            {promotional && quote.promotionUntil && (
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
                <dt>{t('promotionUntil', { date: formatDate(quote.promotionUntil) })}</dt>
                <dd data-testid="summary-after-promotion">
                  {t('then')} <PriceTag amount={quote.monthlyTotal} monthly />
                </dd>
              </div>
            )}
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <dt className="font-semibold">{t('oneOff')}</dt>
              <dd data-testid="summary-one-off">
                <PriceTag amount={quote.oneOffTotal} monthly={false} />
              </dd>
            </div>
          </dl>
          <OneOffFees fees={quote.oneOffFees} />
        </>
      )}
    </section>
  )
}

/** What the one-off total is made of: each fee of each line, a fee waived online struck and said so. */
function OneOffFees({ fees }: { fees: readonly OneOffFee[] }) {
  const t = useTranslations('catalogue.summary')
  if (fees.length === 0) return null
  return (
    <ul role="list" aria-label={t('oneOffDetail')} className="mt-2 flex flex-col gap-1 text-sm" data-testid="summary-fees">
      {fees.map((fee, index) => (
        <li
          key={`${fee.slug}-${index}`}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4"
          data-testid="summary-fee"
          data-slug={fee.slug}
          data-waived={fee.waived}
        >
          <span>
            {fee.quantity > 1 ? `${fee.quantity} × ${fee.label}` : fee.label}
            {fee.waived && <span className="block text-xs font-semibold">{t('waivedOnline')}</span>}
          </span>
          <PriceTag amount={fee.amount} monthly={false} struck={fee.waived} />
        </li>
      ))}
    </ul>
  )
}
