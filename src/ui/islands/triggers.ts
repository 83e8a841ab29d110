import { whenNear } from '../when-near'

/**
 * What the browser is to do before it loads an island: nothing when the page already asks for it;
 * come near it; or touch it (an island whose server HTML a visitor reads and types into as it is,
 * high on a page whose first scripts it would otherwise weigh on).
 */
export type IslandTrigger = 'visible' | 'touch' | 'now'

/** At once when the page's address carries a query (a state the island restores on mount), else `otherwise`. */
export const islandTriggerOfAddress = (otherwise: Exclude<IslandTrigger, 'now'>) => (): IslandTrigger =>
  window.location.search ? 'now' : otherwise

/** Calls `wanted` once `element` is touched, focused or typed into; the returned function stops waiting. */
export function whenTouched(element: HTMLElement, wanted: () => void): () => void {
  const events = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const
  const stop = () => {
    for (const event of events) element.removeEventListener(event, done, true)
  }
  function done() {
    stop()
    wanted()
  }
  for (const event of events) element.addEventListener(event, done, { capture: true, passive: true })
  return stop
}

/**
 * Calls `wanted` once `element` comes near the viewport (§4's lazy margin) or `touched` (the element
 * itself unless said) is touched, focused or typed into, whichever comes first; the returned
 * function stops waiting.
 */
export function whenWanted(element: HTMLElement, wanted: () => void, touched: HTMLElement = element): () => void {
  let stopNear: () => void = () => undefined
  const stop = () => {
    stopNear()
    stopTouched()
  }
  function done() {
    stop()
    wanted()
  }
  const stopTouched = whenTouched(touched, done)
  stopNear = whenNear(element, done)
  return stop
}
