'use client'

import { useEffect, useReducer, useState, type Dispatch } from 'react'

import { funnelReducer, initialFunnelState, restorable, type FunnelAction, type FunnelState } from '../funnel'
import { isPack } from '../packs'

/**
 * The funnel state, kept in sessionStorage so a reload or a step back keeps it. A ?pack= from an
 * offer page chooses the pack and goes on to the address (§4: a new pack starts the address over).
 */
export function usePersistedFunnel(storageKey: string): [FunnelState, Dispatch<FunnelAction>] {
  const [state, dispatch] = useReducer(funnelReducer, initialFunnelState)
  const [hydrated, setHydrated] = useState(false)

  useEffect(() => {
    let saved: FunnelState | null = null
    try {
      saved = restorable(JSON.parse(sessionStorage.getItem(storageKey) ?? 'null'))
    } catch {
      saved = null
    }
    if (saved) dispatch({ type: 'restore', state: saved })
    const pack = new URLSearchParams(window.location.search).get('pack')
    if (isPack(pack) && pack !== saved?.order.order.pack && !saved?.reference) {
      dispatch({ type: 'order', action: { type: 'order/update', fields: { pack } } })
      dispatch({ type: 'go', step: 'address' })
    }
    // sessionStorage exists only in the browser: the cached server render starts empty.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true)
  }, [storageKey])

  useEffect(() => {
    // Only from the render that has the saved state back: the empty first one must not overwrite it.
    if (!hydrated) return
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(state))
    } catch {
      // Private mode or full storage: the funnel still works, it just forgets on reload.
    }
  }, [storageKey, state, hydrated])

  return [state, dispatch]
}
