'use client'

import { useEffect, useReducer, useRef, useState, type Dispatch, type RefObject } from 'react'

import { CONFIGURATION_PARAM, findOffer, type Catalogue } from '@/features/catalogue'
import { parseConfiguration, serializeConfiguration } from '@/features/configurator'

import { funnelReducer, initialFunnelState, restorable, type FunnelAction, type FunnelState } from '../funnel'
import type { OrderSelection, OrderUpdate } from '../order-store'
import { chooseOffer, selectionLines, selectionOf } from '../selection'

/** The query parameter of the offer cards' "Commander": `/commande?offre=<slug>`. */
const OFFER_PARAM = 'offre'

/**
 * The funnel state, kept in sessionStorage so a reload or a step back keeps it. A ?offre= from an
 * offer card, or a ?configuration= from the pack configurator, chooses it and goes on to the address (§4: a new pack starts the address
 * over); a saved choice the catalogue no longer has starts the funnel again. The third value says
 * whether such a link chose the step: the visitor asked for it, so the funnel takes the focus.
 */
export function usePersistedFunnel(storageKey: string, catalogue: Catalogue): [FunnelState, Dispatch<FunnelAction>, RefObject<boolean>] {
  const [state, dispatch] = useReducer(funnelReducer, initialFunnelState)
  const [hydrated, setHydrated] = useState(false)
  const chosenByLink = useRef(false)

  useEffect(() => {
    let saved: FunnelState | null = null
    try {
      saved = restorable(JSON.parse(sessionStorage.getItem(storageKey) ?? 'null'))
    } catch {
      saved = null
    }
    if (saved && (saved.reference || findOffer(catalogue, saved.order.order.value))) dispatch({ type: 'restore', state: saved })
    else saved = null
    const params = new URLSearchParams(window.location.search)
    const configured = params.get(CONFIGURATION_PARAM)
    const wanted =
      configured === null
        ? chooseOffer(catalogue, params.get(OFFER_PARAM), initialFunnelState.order.order)
        : selectionOf(catalogue, parseConfiguration(configured))
    // A reload of the same link keeps the address already checked for that choice.
    const same = (update: OrderUpdate, current: OrderSelection) =>
      serializeConfiguration(selectionLines({ ...initialFunnelState.order.order, ...update })) ===
      serializeConfiguration(selectionLines(current))
    const chosen = !saved?.reference && wanted && !(saved && same(wanted, saved.order.order)) ? wanted : null
    if (chosen) {
      chosenByLink.current = true
      dispatch({ type: 'order', action: { type: 'order/update', fields: chosen } })
      dispatch({ type: 'go', step: 'address' })
    }
    // sessionStorage exists only in the browser: the cached server render starts empty.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true)
  }, [storageKey, catalogue])

  useEffect(() => {
    // Only from the render that has the saved state back: the empty first one must not overwrite it.
    if (!hydrated) return
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(state))
    } catch {
      // Private mode or full storage: the funnel still works, it just forgets on reload.
    }
  }, [storageKey, state, hydrated])

  return [state, dispatch, chosenByLink]
}
