'use client'

import { useLayoutEffect } from 'react'

import { whenIdle } from '@/ui/when-idle'

import { drawnAgain, formsToBeDrawnAgain, placedForms, refill, replayEarlyInput, takeEarlyInput } from './early-input'

/** How long a form marked as drawn again is waited for, should the browser hydrate it where it stands unheard. */
export const DRAWN_AGAIN_WAIT_MS = 10_000

/**
 * Gives the live page what a visitor did before it ran (early-input.ts). From the commit that
 * hydrates the page, a form drawn again in place of one (a boundary the browser renders itself, the
 * 404 page's) gets what was entered in it at once, before a key or a press can reach it empty. The
 * holding goes on until hydrating is over: the forms marked as drawn again drawn (however long a
 * busy phone takes), then the browser idle (at most a second). Then, in a task of its own where
 * each step renders before the next (flushSync), the values entered are given to React and what
 * was held is done again, once.
 */
export function EarlyInput() {
  useLayoutEffect(() => {
    const placed = placedForms()
    const awaited = formsToBeDrawnAgain()
    const since = performance.now()
    const redrawn = new MutationObserver(() => refill(placed))
    redrawn.observe(document.body, { childList: true, subtree: true })
    let cancel = () => {}
    const hydrated = () => {
      if (performance.now() - since < DRAWN_AGAIN_WAIT_MS && !drawnAgain(awaited)) {
        cancel = whenIdle(hydrated, 1000)
        return
      }
      redrawn.disconnect()
      refill(placed)
      replayEarlyInput(takeEarlyInput())
    }
    cancel = whenIdle(hydrated, 1000)
    return () => {
      cancel()
      redrawn.disconnect()
    }
  }, [])
  return null
}
