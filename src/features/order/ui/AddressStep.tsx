'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { AddressEntry, AvailabilityCard, fetchAvailability, fetchSwisscable, RedirectPanel } from '@/features/address'
import { findRedirect, type ContentDistributor } from '@/features/distributors'
import type { SiteId } from '@/sites/sites'
import { ACTION_HINT, BUTTON_PRIMARY, BUTTON_SECONDARY, ERROR_NOTICE } from '@/ui/styles'
import { Icon } from '@/ui/Icon'
import { useRunsInBrowser } from '@/ui/islands/island'

import {
  confirmAddress,
  confirmDeliveryAddress,
  enterDeliveryPostalCode,
  enterPostalCode,
  leavePostalCode,
  type AddressStepContext,
} from '../address-step'
import type { FunnelAction, FunnelState } from '../funnel'

interface Props {
  site: SiteId
  distributors: readonly ContentDistributor[]
  state: FunnelState
  dispatch: (action: FunnelAction) => void
}

/**
 * Step 2: the address check, then back to the offer or on to the details once the address is
 * served; for an order sent by post (mobile plans), the delivery address instead.
 */
export function AddressStep({ restored = true, ...props }: Props & { restored?: boolean }) {
  const t = useTranslations('order.actions')
  const { state, dispatch } = props
  const delivery = state.order.order.delivery
  const ready = delivery ? state.deliveryChecked : state.availability && !state.order.exception
  const live = useRunsInBrowser() && restored
  return (
    // The server renders this step for a link's choice; its fields take input once the browser runs
    // them and the funnel has read back what was saved (what was typed before would be lost).
    <fieldset disabled={!live} className="m-0 min-w-0 space-y-6 border-0 p-0">
      <AddressCheck {...props} idPrefix="order" />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={BUTTON_SECONDARY} onClick={() => dispatch({ type: 'go', step: 'offer' })}>
          {t('back')}
        </button>
        {ready && (
          <button type="button" className={BUTTON_PRIMARY} onClick={() => dispatch({ type: 'go', step: 'details' })}>
            {t('continue')}
          </button>
        )}
      </div>
    </fieldset>
  )
}

/**
 * Postal code → network (or its redirect) → street with suggestions → number → availability:
 * the funnel's address step and the home pages' availability check (ids start with idPrefix).
 * An order sent by post asks the same address as where to deliver: no network, no availability.
 */
export function AddressCheck({ site, distributors, state, dispatch, idPrefix }: Props & { idPrefix: string }) {
  const t = useTranslations()
  const { search, statuses, error, exception, exceptionDistributor, distributor, streets } = state.order
  const delivery = state.order.order.delivery
  const [streetText, setStreetText] = useState(search.street)
  const latest = useRef<AbortController | null>(null)

  // Every call replaces the one before: a slow earlier answer never overwrites a newer one.
  const context = (): AddressStepContext => {
    latest.current?.abort()
    const controller = new AbortController()
    latest.current = controller
    const guard = (action: FunnelAction) => {
      if (!controller.signal.aborted) dispatch(action)
    }
    return {
      site,
      distributors,
      dispatch: guard,
      lookup: (params) => fetchSwisscable(params, controller.signal),
      availability: (address) => fetchAvailability(address, controller.signal),
    }
  }
  const run = (task: (ctx: AddressStepContext) => Promise<void>) => {
    task(context()).catch((reason: unknown) => {
      if (!(reason instanceof DOMException && reason.name === 'AbortError')) throw reason
    })
  }

  useEffect(() => () => latest.current?.abort(), [])
  // A delivery's postal code finds its streets only; an installation's, its network first.
  const enterCode = (npa: string, ctx: AddressStepContext) =>
    delivery ? enterDeliveryPostalCode(npa, ctx) : enterPostalCode(npa, state.order.order.pack, ctx)

  // A postal code typed before the script arrived is in the input, not in the state: look it up
  // once React takes over, as if it had been typed now (the street combobox does the same).
  useEffect(() => {
    const input = document.getElementById(`${idPrefix}-npa`)
    const typed = input instanceof HTMLInputElement ? input.value.trim() : ''
    if (typed !== '' && typed !== search.npa) run((ctx) => enterCode(typed, ctx))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Shown while the network that has the rule is the one found for the postal code in the field.
  const redirect = exception && exceptionDistributor && distributor ? findRedirect(exceptionDistributor, state.order.order.pack) : null
  const toggleRedirect = (url: string, operator: string) => dispatch({ type: 'order', action: { type: 'redirect/toggle', url, operator } })
  const message = state.notice ? t(`address.${state.notice}`) : error && !exception ? t(error) : null
  const postcodeError = state.notice === 'invalidPostcode' || state.notice === 'postcodeLength' ? (message ?? undefined) : undefined
  const streetsReady = (delivery || distributor !== null) && streets.length > 0 && !exception
  const addressIncomplete = streetText.trim() === '' || search.number.trim() === ''

  return (
    <div className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">{delivery ? t('order.delivery.legend') : t('address.legend')}</legend>
        {delivery && <p className="max-w-[70ch] text-muted">{t('order.delivery.intro')}</p>}
        <AddressEntry
          idPrefix={`${idPrefix}-`}
          postalCode={{
            error: postcodeError,
            aside: search.city ? <span className="text-muted">{search.city}</span> : null,
            input: {
              value: search.npa,
              onChange: (event) => {
                setStreetText('')
                const npa = event.target.value.trim()
                run((ctx) => enterCode(npa, ctx))
              },
              onBlur: (event) => leavePostalCode(event.target.value.trim(), dispatch),
              onKeyDown: (event) => {
                if (event.key === 'Enter') leavePostalCode(event.currentTarget.value.trim(), dispatch)
              },
            },
          }}
          street={{
            value: streetText,
            streets,
            error: state.notice === 'streetNotFound' ? (message ?? undefined) : undefined,
            onInput: setStreetText,
            onPick: (row) => {
              setStreetText(row.street)
              dispatch({ type: 'order', action: { type: 'address/pickStreet', row } })
            },
          }}
          number={{
            error: state.notice === 'numberNotFound' ? (message ?? undefined) : undefined,
            input: {
              value: search.number,
              onChange: (event) => dispatch({ type: 'order', action: { type: 'address/setNumber', number: event.target.value } }),
            },
          }}
        >
          {(fields) => (
            <>
              {fields.postalCode}

              {redirect && exceptionDistributor && (
                <RedirectPanel
                  operator={exceptionDistributor.name}
                  target={redirect.target}
                  followed={{
                    done: state.order.redirect.enable && state.order.redirect.url === redirect.target,
                    onFollow: () => toggleRedirect(redirect.target, exceptionDistributor.name),
                    onOtherAddress: () => {
                      toggleRedirect(redirect.target, exceptionDistributor.name)
                      run((ctx) => enterPostalCode('', state.order.order.pack, ctx))
                      document.getElementById(`${idPrefix}-npa`)?.focus()
                    },
                  }}
                />
              )}

              {streetsReady && (
                <form
                  className="grid gap-4 sm:grid-cols-[1fr_120px]"
                  onSubmit={(event) => {
                    event.preventDefault()
                    if (delivery) confirmDeliveryAddress(state, streetText, dispatch)
                    else run((ctx) => confirmAddress(state, streetText, ctx))
                  }}
                >
                  {fields.street}
                  {fields.number}
                  <div className="sm:col-span-2">
                    <button
                      type="submit"
                      className={BUTTON_SECONDARY}
                      disabled={statuses.loading || addressIncomplete}
                      aria-describedby={addressIncomplete ? `${idPrefix}-check-hint` : undefined}
                    >
                      {delivery ? t('order.delivery.confirm') : statuses.loading ? t('order.actions.checking') : t('order.actions.check')}
                    </button>
                    {addressIncomplete && (
                      <p id={`${idPrefix}-check-hint`} className={ACTION_HINT}>
                        {t('order.hints.checkNeeds')}
                      </p>
                    )}
                  </div>
                </form>
              )}
            </>
          )}
        </AddressEntry>
      </fieldset>

      {/* Field-bound messages show under their field; the others here, announced at once. */}
      <div role="alert">
        {message && !postcodeError && state.notice !== 'streetNotFound' && state.notice !== 'numberNotFound' && (
          <p className={ERROR_NOTICE}>
            <Icon icon="circle-alert" className="mt-0.5 size-5 shrink-0" />
            {message}
          </p>
        )}
      </div>

      {state.availability && distributor && <AvailabilityCard availability={state.availability} network={distributor.name} />}
      {delivery && state.deliveryChecked && (
        <p className="rounded-2xl bg-surface-alt p-4" role="status" data-testid="order-delivery-confirmed">
          {t('order.delivery.confirmed', { address: `${search.street} ${search.number}, ${search.npa} ${search.city}` })}
        </p>
      )}
    </div>
  )
}
