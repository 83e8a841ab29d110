'use client'

import { use, useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentType } from 'react'
import { flushSync } from 'react-dom'

import { enteredIn, holdPresses, holdSubmits, restore, wasTouched, watchPresses, type Entered } from './entered'
import { hasServerHtml, KeptServerHtml } from './kept-server-html'
import { whenTouched, whenWanted, type IslandTrigger } from './triggers'

/**
 * Marks a submit button that the server's HTML renders disabled: before the page's scripts run, a
 * click would post the form natively (its fields in the address) and be lost. The island enables
 * it as soon as it holds what is sent until the form runs (holdSubmits, entered.ts).
 */
export const WAITS_FOR_PAGE = 'data-waits-for-page'

const noSubscription = () => () => undefined

/** False in the server's HTML (and while hydrating it), true once the component runs in the browser. */
export function useRunsInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * A client island that loads its code and runs only when a visitor comes near it (README.md beside
 * this file). Until then the browser keeps its server HTML as it came (KeptServerHtml), and the
 * page's first scripts are lighter; then the island renders in its place,
 * with the focus, anything entered meanwhile, and a form sent meanwhile sent again. A page reached
 * by the router (no server HTML) loads it at once, and so does `trigger()` returning 'now' (a
 * configuration in the address to restore); 'touch' waits for the visitor's first touch, focus or
 * key in it, not for its coming near. `more` fetches, with the code, the props the live
 * island needs beyond those of its first paint (data a visitor's first look does not show), so
 * that the page's payload does not carry them; the island runs once both have come.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  trigger: () => IslandTrigger = () => 'visible',
  more?: (props: P) => Promise<Partial<P>>,
) {
  let loaded: Promise<ComponentType<P>> | undefined
  let ready: ComponentType<P> | undefined
  // A failed load (offline) is asked again at the next want.
  const loadOnce = () =>
    (loaded ??= load().then(
      (component) => (ready = component),
      (error: unknown) => {
        loaded = undefined
        throw error
      },
    ))

  return function Island(props: P) {
    const id = useId()
    // The server renders the island in the page: it waits for the code without a Suspense boundary
    // (a boundary could be streamed after the page with an inline script, which the CSP refuses).
    if (typeof window === 'undefined' && !ready) use(loadOnce())
    const [live, setLive] = useState<{ Live: ComponentType<P>; extra: Partial<P> } | undefined>(() =>
      ready && (typeof window === 'undefined' || (!more && !hasServerHtml(id))) ? { Live: ready, extra: {} } : undefined,
    )
    const latestProps = useRef(props)
    useEffect(() => {
      latestProps.current = props
    })

    useEffect(() => {
      if (live) return
      let cancelled = false
      let sent: Entered['sent']
      let pressed: Entered['pressed']
      const element = document.getElementById(id)
      const releaseSubmits = element ? holdSubmits(element, (form) => ((sent = form), go())) : () => undefined
      const releasePressed = element ? holdPresses(element, (button) => ((pressed = button), go())) : () => undefined
      const presses = element ? watchPresses(element) : null
      const release = () => {
        releaseSubmits()
        releasePressed()
        presses?.stop()
      }
      // What is sent from here on is held and sent again by the island: its buttons may be used.
      for (const button of element?.querySelectorAll<HTMLButtonElement>(`[${WAITS_FOR_PAGE}]`) ?? []) button.disabled = false
      let going = false
      let stopRetry: () => void = () => undefined
      function go() {
        if (going) return
        going = true
        Promise.all([loadOnce(), more ? more(latestProps.current) : {}]).then(
          ([component, extra]) => {
            const replace = () => {
              if (cancelled) return
              release()
              const server = document.getElementById(id)
              const entered = server ? { ...enteredIn(server), pressed, sent } : null
              // Read, replaced and given back in one task: no key pressed in between is lost.
              flushSync(() => setLive({ Live: component, extra }))
              const shown = document.getElementById(id)
              if (shown && entered) restore(shown, entered)
            }
            // Not under a press: its click, and the form it sends, would be lost.
            if (presses) presses.whenLifted(replace)
            else replace()
          },
          () => {
            // What the island needs did not come (offline, a failed call): the visitor's next touch asks again.
            going = false
            if (!cancelled && element) stopRetry = whenTouched(element, go)
          },
        )
      }
      const when = element?.hasChildNodes() ? trigger() : 'now'
      // A visitor who typed or focused in the server HTML before the page ran has touched it already.
      if (!element || when === 'now' || (when === 'touch' && wasTouched(enteredIn(element)))) {
        go()
        return () => {
          cancelled = true
          stopRetry()
          release()
        }
      }
      const stop = when === 'touch' ? whenTouched(element, go) : whenWanted(element, go)
      return () => {
        cancelled = true
        stop()
        stopRetry()
        release()
      }
    }, [id, live])

    if (!live) return <KeptServerHtml key="server" id={id} data-island="" />
    const { Live, extra } = live
    return (
      // Marked in the browser only: tests and styles tell a live island from its server HTML.
      <div key="live" id={id} data-island="" data-hydrated={typeof window === 'undefined' ? undefined : ''}>
        <Live {...props} {...extra} />
      </div>
    )
  }
}
