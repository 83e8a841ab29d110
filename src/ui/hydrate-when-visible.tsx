'use client'

import { use, useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentType } from 'react'
import { flushSync } from 'react-dom'

import { whenNear } from './when-near'

/**
 * Marks a submit button that the server's HTML renders disabled: before the page's scripts run, a
 * click would post the form natively (its fields in the address) and be lost. The island enables
 * it as soon as it holds what is sent until the form runs (holdSubmits below).
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
 * What the browser is to do before it loads an island: nothing when the page already asks for it;
 * come near it; or touch it (an island whose server HTML a visitor reads and types into as it is,
 * high on a page whose first scripts it would otherwise weigh on).
 */
export type IslandTrigger = 'visible' | 'touch' | 'now'

/** At once when the page's address carries a query (a state the island restores on mount), else `otherwise`. */
export const islandTriggerOfAddress = (otherwise: Exclude<IslandTrigger, 'now'>) => (): IslandTrigger =>
  window.location.search ? 'now' : otherwise

/** Whether the element of this id came with the server's HTML inside (false on the server and in a render the router made). */
export const hasServerHtml = (id: string): boolean => typeof document !== 'undefined' && !!document.getElementById(id)?.hasChildNodes()

/** Calls `wanted` once `element` is touched, focused or typed into; the returned function stops waiting. */
function whenTouched(element: HTMLElement, wanted: () => void): () => void {
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

/**
 * What a visitor did in the server HTML before the island ran: the values typed or chosen, the
 * boxes ticked, the field in focus, and a form sent. A field is found again by its name (a radio
 * by name and value), else by its place in the island: ids made with useId differ between a server
 * render and a browser render, and a value given back can change the fields that follow it.
 */
interface Entered {
  values: [field: FieldKey, value: string][]
  checked: [field: FieldKey, checked: boolean][]
  focused: FieldKey | null
  sent?: { form: number; submitter: number }
}

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
type FieldKey = { name: string; value: string | null } | { index: number }

const fieldsOf = (element: HTMLElement) => [...element.querySelectorAll<FormField>('input, textarea, select')]
const formsOf = (element: HTMLElement) => [...element.querySelectorAll('form')]
const submittersOf = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type="submit"], input[type="image"]'),
]
const isBox = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
const defaultOption = (select: HTMLSelectElement) =>
  [...select.options].find((option) => option.defaultSelected)?.value ?? select.options[0]?.value ?? ''
const changed = (field: FormField) => field.value !== (field instanceof HTMLSelectElement ? defaultOption(field) : field.defaultValue)

function keyOf(field: FormField, fields: FormField[]): FieldKey {
  if (!field.name) return { index: fields.indexOf(field) }
  return { name: field.name, value: field instanceof HTMLInputElement && field.type === 'radio' ? field.value : null }
}

function fieldAt(element: HTMLElement, key: FieldKey): FormField | undefined {
  if ('index' in key) return fieldsOf(element)[key.index]
  return fieldsOf(element).find((field) => field.name === key.name && (key.value === null || field.value === key.value))
}

function enteredIn(element: HTMLElement): Entered {
  const fields = fieldsOf(element)
  const active = fields.find((field) => field === document.activeElement)
  return {
    values: fields.filter((field) => !isBox(field) && changed(field)).map((field) => [keyOf(field, fields), field.value]),
    checked: fields
      .filter(isBox)
      .filter((box) => box.checked !== box.defaultChecked)
      .map((box) => [keyOf(box, fields), box.checked]),
    focused: active ? keyOf(active, fields) : null,
  }
}

const wasTouched = (entered: Entered) => entered.focused !== null || entered.values.length > 0 || entered.checked.length > 0

/**
 * Gives the live island what was entered, one field after the other as if done again (React hears
 * the same events and renders between them), then the focus and the form sent.
 */
function restore(element: HTMLElement, entered: Entered) {
  for (const [key, value] of entered.values) {
    const field = fieldAt(element, key)
    if (!field || isBox(field)) continue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  }
  for (const [key, checked] of entered.checked) {
    const box = fieldAt(element, key)
    if (box && isBox(box) && box.checked !== checked) box.click()
  }
  if (entered.focused) fieldAt(element, entered.focused)?.focus()
  if (entered.sent) {
    const form = formsOf(element)[entered.sent.form]
    const submitter = submittersOf(element)[entered.sent.submitter]
    form?.requestSubmit(submitter && submitter.form === form ? submitter : undefined)
  }
}

/**
 * Holds back a form sent from the server HTML (the browser would post it natively and leave the
 * page) and calls `sent` with it, to be sent again by the island once it runs.
 */
function holdSubmits(element: HTMLElement, sent: (form: Entered['sent']) => void): () => void {
  const hold = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return
    event.preventDefault()
    const submitter = event.submitter
    sent({
      form: formsOf(element).indexOf(event.target),
      submitter:
        submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submittersOf(element).indexOf(submitter) : -1,
    })
  }
  element.addEventListener('submit', hold, true)
  return () => element.removeEventListener('submit', hold, true)
}

/**
 * A client island that loads its code and runs only when a visitor comes near it. Until then the
 * browser keeps its server HTML as it came (React hydrates an element with inner HTML without
 * looking inside), and the page's first scripts are lighter; then the island renders in its place,
 * with the focus, anything entered meanwhile, and a form sent meanwhile sent again. A page reached
 * by the router (no server HTML) loads it at once, and so does `trigger()` returning 'now' (a
 * configuration in the address to restore); 'touch' waits for the visitor's first touch, focus or
 * key in it, not for its coming near. `more` fetches, with the code, the props the live
 * island needs beyond those of its first paint (data a visitor's first look does not show), so
 * that the page's payload does not carry them; the island runs once both have come.
 */
export function hydrateWhenVisible<P extends object>(
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

  return function HydrateWhenVisible(props: P) {
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
      const element = document.getElementById(id)
      const release = element ? holdSubmits(element, (form) => ((sent = form), go())) : () => undefined
      // What is sent from here on is held and sent again by the island: its buttons may be used.
      for (const button of element?.querySelectorAll<HTMLButtonElement>(`[${WAITS_FOR_PAGE}]`) ?? []) button.disabled = false
      let going = false
      let stopRetry: () => void = () => undefined
      function go() {
        if (going) return
        going = true
        Promise.all([loadOnce(), more ? more(latestProps.current) : {}]).then(
          ([component, extra]) => {
            if (cancelled) return
            release()
            const server = document.getElementById(id)
            const entered = server ? { ...enteredIn(server), sent } : null
            // Read, replaced and given back in one task: no key pressed in between is lost.
            flushSync(() => setLive({ Live: component, extra }))
            const shown = document.getElementById(id)
            if (shown && entered) restore(shown, entered)
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

    if (!live) return <div key="server" id={id} data-island="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
    const { Live, extra } = live
    return (
      // Marked in the browser only: tests and styles tell a live island from its server HTML.
      <div key="live" id={id} data-island="" data-hydrated={typeof window === 'undefined' ? undefined : ''}>
        <Live {...props} {...extra} />
      </div>
    )
  }
}
