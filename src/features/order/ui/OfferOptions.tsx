import { useTranslations } from 'next-intl'

import { activePromotion, CurrentPrice, type Catalogue } from '@/features/catalogue'

import type { OrderSelection, OrderUpdate } from '../order-store'
import { offeredOptions, selectionQuote, withoutExtra } from '../selection'

type Props = { catalogue: Catalogue; selection: OrderSelection; update: (fields: OrderUpdate | null) => void }

/** What the offer step shows once an offer is chosen: the options that fit it, the rest of its configuration. */
export function OfferOptions({ catalogue, selection, update }: Props) {
  const t = useTranslations('order')
  const tc = useTranslations('catalogue')
  const now = new Date()
  const options = offeredOptions(catalogue, selection)
  const extras =
    selectionQuote(catalogue, selection, now)?.lines.filter((line) => selection.extras.some((extra) => extra.slug === line.slug)) ?? []
  return (
    <>
      <fieldset>
        <legend className="mb-3 text-lg font-bold">{t('options.legend')}</legend>
        {options.length === 0 ? (
          <p className="text-muted">{tc('funnel.optionsNone')}</p>
        ) : (
          <div className="space-y-2">
            {options.map((option) => (
              <div key={option.slug}>
                <label className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
                  <input
                    type="checkbox"
                    name={option.slug}
                    checked={selection[option.slug]}
                    onChange={(event) => update({ [option.slug]: event.target.checked })}
                    aria-describedby={option.description ? `order-option-${option.slug}` : undefined}
                    className="size-5 accent-[var(--color-primary)]"
                  />
                  <span>{option.name}</span>
                  <span className="text-muted">
                    + <CurrentPrice monthlyPrice={option.monthlyPrice} promotion={activePromotion(option, now)} />
                  </span>
                </label>
                {option.description && (
                  <p id={`order-option-${option.slug}`} className="ml-8 max-w-[70ch] text-sm text-muted">
                    {option.description}
                  </p>
                )}
              </div>
            ))}
          </div>
        )}
      </fieldset>
      {extras.length > 0 && (
        <section aria-labelledby="order-extras-title" data-testid="funnel-extras">
          <h3 id="order-extras-title" className="mb-3 text-lg font-bold">
            {t('extras.title')}
          </h3>
          <ul role="list" className="space-y-2">
            {extras.map((line) => (
              <li
                key={line.slug}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-2xl border border-line p-4"
              >
                <span className="font-semibold">{line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name}</span>
                <button
                  type="button"
                  className="min-h-11 text-sm font-semibold text-primary underline underline-offset-4"
                  onClick={() => update(withoutExtra(catalogue, selection, line.slug))}
                >
                  {t('extras.remove', { name: line.name })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
