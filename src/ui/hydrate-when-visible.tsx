'use client'

import { use, useEffect, useId, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'

import { whenNear } from './use-lazy'

/** What the browser is to do before it loads an island: nothing when the page already asks for it. */
export type IslandTrigger = 'visible' | 'now'

/**
 * Calls `wanted` once `element` comes near the viewport (§4's lazy margin) or `touched` (the element
 * itself unless said) is touched, focused or typed into, whichever comes first; the returned
 * function stops waiting.
 */
export function whenWanted(element: HTMLElement, wanted: () => void, touched: HTMLElement = element): () => void {
  const events = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const
  let stopWatching: () => void = () => undefined
  const stop = () => {
    stopWatching()
    for (const event of events) touched.removeEventListener(event, done, true)
  }
  function done() {
    stop()
    wanted()
  }
  for (const event of events) touched.addEventListener(event, done, { capture: true, passive: true })
  stopWatching = whenNear(element, done)
  return stop
}

/** What a visitor did in the server HTML before the island ran: the field in focus and the values typed. */
interface Entered {
  focused: string | null
  values: [id: string, value: string][]
}

function enteredIn(element: HTMLElement): Entered {
  const fields = [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')]
  const active = document.activeElement
  return {
    focused: active instanceof HTMLElement && active.id && element.contains(active) ? active.id : null,
    values: fields.filter((field) => field.value !== field.defaultValue).map((field) => [field.id, field.value]),
  }
}

/** Gives the live island what was entered: each value as if typed (React hears an input event), then the focus. */
function restore(element: HTMLElement, entered: Entered) {
  for (const [id, value] of entered.values) {
    const field = element.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(id)}`)
    if (!field) continue
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
    setter?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
  if (entered.focused) element.querySelector<HTMLElement>(`#${CSS.escape(entered.focused)}`)?.focus()
}

/**
 * A client island that loads its code and runs only when a visitor comes near it. Until then the
 * browser keeps its server HTML as it came (React hydrates an element with inner HTML without
 * looking inside), and the page's first scripts are lighter; then the island renders in its place,
 * with the focus and anything typed meanwhile. A page reached by the router (no server HTML) loads
 * it at once, and so does `trigger()` returning 'now' (a configuration in the address to restore).
 */
export function hydrateWhenVisible<P extends object>(load: () => Promise<ComponentType<P>>, trigger: () => IslandTrigger = () => 'visible') {
  let loaded: Promise<ComponentType<P>> | undefined
  let ready: ComponentType<P> | undefined
  const loadOnce = () => (loaded ??= load().then((component) => (ready = component)))

  return function HydrateWhenVisible(props: P) {
    const id = useId()
    // The server renders the island in the page: it waits for the code without a Suspense boundary
    // (a boundary could be streamed after the page with an inline script, which the CSP refuses).
    if (typeof window === 'undefined' && !ready) use(loadOnce())
    const [Live, setLive] = useState<ComponentType<P> | undefined>(() => (typeof window === 'undefined' || !document.getElementById(id)?.hasChildNodes() ? ready : undefined))

    useEffect(() => {
      if (Live) return
      let cancelled = false
      const go = () =>
        void loadOnce().then((component) => {
          if (cancelled) return
          const server = document.getElementById(id)
          const entered = server ? enteredIn(server) : null
          // Read, replaced and given back in one task: no key pressed in between is lost.
          flushSync(() => setLive(() => component))
          const live = document.getElementById(id)
          if (live && entered) restore(live, entered)
        })
      const element = document.getElementById(id)
      if (!element?.hasChildNodes() || trigger() === 'now') {
        go()
        return () => void (cancelled = true)
      }
      const stop = whenWanted(element, go)
      return () => {
        cancelled = true
        stop()
      }
    }, [id, Live])

    if (!Live) return <div key="server" id={id} data-island="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
    return (
      // Marked in the browser only: tests and styles tell a live island from its server HTML.
      <div key="live" id={id} data-island="" data-hydrated={typeof window === 'undefined' ? undefined : ''}>
        <Live {...props} />
      </div>
    )
  }
}
