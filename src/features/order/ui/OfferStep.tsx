import { useTranslations } from 'next-intl'

import { activePromotion, CurrentPrice, OfferChoiceText, findOffer, type Catalogue } from '@/features/catalogue'
import { ACTION_HINT, BUTTON_PRIMARY, CHOICE, CHOICE_RADIO } from '@/ui/styles'

import type { FunnelAction, FunnelState } from '../funnel'
import type { OrderUpdate } from '../order-store'
import { chooseOffer, offeredOptions, selectionQuote, withoutExtra } from '../selection'

type Props = { catalogue: Catalogue; state: FunnelState; dispatch: (action: FunnelAction) => void; configuratorUrl: string | null }

/** Step 1: an offer of the site and audience (preselected from ?offre=), with its prices, and the options that fit it. */
export function OfferStep({ catalogue, state, dispatch, configuratorUrl }: Props) {
  const t = useTranslations('order')
  const tc = useTranslations('catalogue')
  const selection = state.order.order
  const now = new Date()
  const offer = findOffer(catalogue, selection.value)
  const options = offer ? offeredOptions(catalogue, selection) : []
  const extras =
    selectionQuote(catalogue, selection, now)?.lines.filter((line) => selection.extras.some((extra) => extra.slug === line.slug)) ?? []
  // A product sold only with another (TV that needs internet) is combined in the configurator, not chosen alone here.
  const choosable = catalogue.offers.filter(
    (item) => item.slug === selection.value || chooseOffer(catalogue, item.slug, selection) !== null,
  )
  const update = (fields: OrderUpdate | null) => fields && dispatch({ type: 'order', action: { type: 'order/update', fields } })
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        dispatch({ type: 'go', step: 'address' })
      }}
      className="space-y-8"
    >
      <fieldset>
        <legend className="mb-3 text-lg font-bold">{t('packs.legend')}</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {choosable.map((item) => (
            <label key={item.slug} className={CHOICE} data-testid="funnel-offer" data-offer={item.slug}>
              <input
                type="radio"
                name="offer"
                value={item.slug}
                checked={selection.value === item.slug}
                onChange={() => update(chooseOffer(catalogue, item.slug, selection))}
                className={CHOICE_RADIO}
              />
              <OfferChoiceText item={item} now={now} />
            </label>
          ))}
        </div>
        {configuratorUrl && (
          <p className="mt-3 text-muted">
            {t.rich('packs.configure', {
              link: (words) => (
                <a href={configuratorUrl} className="font-semibold text-link underline underline-offset-4">
                  {words}
                </a>
              ),
            })}
          </p>
        )}
      </fieldset>
      {offer && (
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
      )}
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
      <div>
        <button type="submit" className={BUTTON_PRIMARY} disabled={!offer} aria-describedby={!offer ? 'order-offer-hint' : undefined}>
          {t('actions.continue')}
        </button>
        {!offer && (
          <p id="order-offer-hint" className={ACTION_HINT}>
            {t('hints.continueNeeds')}
          </p>
        )}
      </div>
    </form>
  )
}
