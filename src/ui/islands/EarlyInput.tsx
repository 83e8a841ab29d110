'use client'

import { useLayoutEffect } from 'react'

import { whenIdle } from '@/ui/when-idle'

import { placedForms, refill, replayEarlyInput, takeEarlyInput } from './early-input'

/**
 * Gives the live page what a visitor did before it ran (early-input.ts). From the commit that
 * hydrates the page, a form drawn again in place of one (a boundary the browser renders itself, the
 * 404 page's) gets what was entered in it at once, before a key or a press can reach it empty. The
 * holding goes on until hydrating is over (the browser idle, at most a second): then, in a task of
 * its own where each step renders before the next (flushSync), the values entered are given to
 * React and what was held is done again, once.
 */
export function EarlyInput() {
  useLayoutEffect(() => {
    const placed = placedForms()
    const redrawn = new MutationObserver(() => refill(placed))
    redrawn.observe(document.body, { childList: true, subtree: true })
    const cancel = whenIdle(() => {
      redrawn.disconnect()
      refill(placed)
      replayEarlyInput(takeEarlyInput())
    }, 1000)
    return () => {
      cancel()
      redrawn.disconnect()
    }
  }, [])
  return null
}
