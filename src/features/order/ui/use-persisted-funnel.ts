'use client'

import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject } from 'react'

import type { Catalogue } from '@/features/catalogue'
import { whenIdle } from '@/ui/when-idle'

import type { FunnelAction, FunnelState } from '../funnel'

const importLogic = () => import('./funnel-logic')
export type FunnelLogic = Awaited<ReturnType<typeof importLogic>>

let logicRequest: Promise<FunnelLogic> | null = null
let loadedLogic: FunnelLogic | null = null

/** The funnel's logic (its reducer, the selection's rules and prices), fetched once; a failed fetch is tried again. */
export function loadFunnelLogic(): Promise<FunnelLogic> {
  logicRequest ??= importLogic().then(
    (logic) => (loadedLogic = logic),
    (error: unknown) => {
      logicRequest = null
      throw error
    },
  )
  return logicRequest
}

/** Runs `act` with the funnel's logic: at once when it is there, else once it has come. */
export type WithLogic = (act: (logic: FunnelLogic) => void) => void

/**
 * The funnel state, kept in sessionStorage so a reload or a step back keeps it, from the state the
 * server rendered (`firstState`: nothing chosen, or a link's choice on the address step); what was
 * saved and the link are read back from `initialState`, as in a fresh funnel. Its logic comes in a chunk of its own: at once
 * when there is a saved funnel or a link's choice (?offre=, ?configuration=) to read back, else
 * when the browser is idle or at the first touch; an action before it waits for it. The third
 * value says whether a link chose the step: the visitor asked for it, so the funnel takes the
 * focus; the fourth is the logic, null until it has come (the state is the initial one until then);
 * the last says whether the state is the visitor's (what was saved or linked is read back): a step
 * that takes input before would lose it to that state.
 */
export function usePersistedFunnel(
  storageKey: string,
  catalogue: Catalogue,
  initialState: FunnelState,
  firstState: FunnelState = initialState,
): [FunnelState, Dispatch<FunnelAction>, RefObject<boolean>, FunnelLogic | null, WithLogic, boolean] {
  const [state, setState] = useState(firstState)
  const [logic, setLogic] = useState<FunnelLogic | null>(null)
  const [hydrated, setHydrated] = useState(false)
  const chosenByLink = useRef(false)

  const withLogic = useCallback<WithLogic>((act) => {
    const run = (arrived: FunnelLogic) => {
      setLogic(arrived)
      act(arrived)
    }
    if (loadedLogic) run(loadedLogic)
    else void loadFunnelLogic().then(run)
  }, [])

  const dispatch = useCallback<Dispatch<FunnelAction>>(
    (action) => withLogic(({ funnelReducer }) => setState((current) => funnelReducer(current, action))),
    [withLogic],
  )

  useEffect(() => {
    let saved: string | null = null
    try {
      saved = sessionStorage.getItem(storageKey)
    } catch {
      saved = null
    }
    const search = window.location.search
    // Nothing saved, and no link or one whose choice the server already rendered: nothing to read back.
    if (saved === null && (search === '' || firstState !== initialState)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setHydrated(true)
      return whenIdle(() => void loadFunnelLogic())
    }
    let current = true
    withLogic(({ restoreFunnel }) => {
      if (!current) return
      const restored = restoreFunnel(initialState, saved, search, catalogue)
      chosenByLink.current = restored.chosen
      setState(restored.state)
      setHydrated(true)
    })
    return () => {
      current = false
    }
  }, [storageKey, catalogue, initialState, firstState, withLogic])

  useEffect(() => {
    // Only from the render that has the saved state back: the empty first one must not overwrite it.
    if (!hydrated) return
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(state))
    } catch {
      // Private mode or full storage: the funnel still works, it just forgets on reload.
    }
  }, [storageKey, state, hydrated])

  return [state, dispatch, chosenByLink, logic, withLogic, hydrated]
}
