import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { Catalogue } from '@/features/catalogue'
import { ACTION_HINT, BUTTON_PRIMARY, CHOICE, CHOICE_RADIO } from '@/ui/styles'

import type { FunnelAction, FunnelState } from '../funnel'
import type { OrderUpdate } from '../order-store'
import type { FunnelLogic, WithLogic } from './use-persisted-funnel'

type Props = {
  catalogue: Catalogue
  state: FunnelState
  dispatch: (action: FunnelAction) => void
  configuratorUrl: string | null
  /** The funnel's logic, null until it has come: nothing is chosen until then. */
  logic: FunnelLogic | null
  withLogic: WithLogic
  /** Each offer's name, description and price, rendered by the server. */
  labels: Readonly<Record<string, ReactNode>>
  /** The offers sold alone, which the server read from the catalogue: the choice while nothing is chosen. */
  standalone: readonly string[]
}

/** Step 1: an offer of the site and audience (preselected from ?offre=), with its prices, and the options that fit it. */
export function OfferStep({ catalogue, state, dispatch, configuratorUrl, logic, withLogic, labels, standalone }: Props) {
  const t = useTranslations('order')
  const selection = state.order.order
  const offer = logic?.findOffer(catalogue, selection.value) ?? null
  // A product sold only with another (TV that needs internet) is combined in the configurator, not chosen alone here.
  const choosable = catalogue.offers.filter((item) =>
    logic ? item.slug === selection.value || logic.chooseOffer(catalogue, item.slug, selection) !== null : standalone.includes(item.slug),
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
                onChange={() => withLogic(({ chooseOffer }) => update(chooseOffer(catalogue, item.slug, selection)))}
                className={CHOICE_RADIO}
              />
              {labels[item.slug]}
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
      {logic && offer && <logic.OfferOptions catalogue={catalogue} selection={selection} update={update} />}
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
