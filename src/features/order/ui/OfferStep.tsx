import { useTranslations } from 'next-intl'

import { activePromotion, CurrentPrice, findOffer, type Catalogue } from '@/features/catalogue'
import { ACTION_HINT, BUTTON_PRIMARY } from '@/ui/styles'

import type { FunnelAction, FunnelState } from '../funnel'
import type { OrderUpdate } from '../order-store'
import { chooseOffer, offeredOptions } from '../selection'

const CHOICE =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border-2 border-line p-4 has-[:checked]:border-primary has-[:checked]:bg-surface-alt has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-[var(--color-accent)]'

type Props = { catalogue: Catalogue; state: FunnelState; dispatch: (action: FunnelAction) => void }

/** Step 1: an offer of the site and audience (preselected from ?offre=), with its prices, and the options that fit it. */
export function OfferStep({ catalogue, state, dispatch }: Props) {
  const t = useTranslations('order')
  const tc = useTranslations('catalogue')
  const selection = state.order.order
  const now = new Date()
  const offer = findOffer(catalogue, selection.value)
  const options = offer ? offeredOptions(catalogue, offer) : []
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
          {catalogue.offers.map((item) => (
            <label key={item.slug} className={CHOICE} data-testid="funnel-offer" data-offer={item.slug}>
              <input
                type="radio"
                name="offer"
                value={item.slug}
                checked={selection.value === item.slug}
                onChange={() => update(chooseOffer(catalogue, item.slug, selection))}
                className="mt-1 size-5 shrink-0 accent-[var(--color-primary)] focus-visible:outline-none"
              />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-semibold">{item.name}</span>
                {item.description && <span className="text-sm text-muted">{item.description}</span>}
                <CurrentPrice monthlyPrice={item.monthlyPrice} promotion={activePromotion(item, now)} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {offer && (
        <fieldset>
          <legend className="mb-3 text-lg font-bold">{t('options.legend')}</legend>
          {options.length === 0 ? (
            <p className="text-muted">{tc('funnel.optionsNone')}</p>
          ) : (
            <div className="space-y-2">
              {options.map((option) => (
                <label key={option.slug} className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
                  <input
                    type="checkbox"
                    name={option.slug}
                    checked={selection[option.slug]}
                    onChange={(event) => update({ [option.slug]: event.target.checked })}
                    className="size-5 accent-[var(--color-primary)]"
                  />
                  <span>{option.name}</span>
                  <span className="text-muted">
                    + <CurrentPrice monthlyPrice={option.monthlyPrice} promotion={activePromotion(option, now)} />
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
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
