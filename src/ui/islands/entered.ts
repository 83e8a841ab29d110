import { enterValue } from './native-value'

/**
 * What a visitor did in the server HTML before the island ran: the values typed or chosen, the
 * boxes ticked, the field in focus, a button pressed and a form sent. A field is found again by its
 * name (a radio by name and value), else by its place in the island: ids made with useId differ
 * between a server render and a browser render, and a value given back can change the fields that
 * follow it.
 */
export interface Entered {
  values: [field: FieldKey, value: string][]
  checked: [field: FieldKey, checked: boolean][]
  focused: FieldKey | null
  /** The last of the island's plain buttons pressed, by its place: in the server HTML it does nothing. */
  pressed?: number
  sent?: { form: number; submitter: number }
}

export type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
type FieldKey = { name: string; value: string | null } | { index: number }

const fieldsOf = (element: HTMLElement) => [...element.querySelectorAll<FormField>('input, textarea, select')]
const formsOf = (element: HTMLElement) => [...element.querySelectorAll('form')]
const buttonsOf = (element: HTMLElement) => [...element.querySelectorAll('button')]
const submittersOf = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type="submit"], input[type="image"]'),
]
export const isBox = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
const defaultOption = (select: HTMLSelectElement) =>
  [...select.options].find((option) => option.defaultSelected)?.value ?? select.options[0]?.value ?? ''
export const changed = (field: FormField) =>
  field.value !== (field instanceof HTMLSelectElement ? defaultOption(field) : field.defaultValue)

function keyOf(field: FormField, fields: FormField[]): FieldKey {
  if (!field.name) return { index: fields.indexOf(field) }
  return { name: field.name, value: field instanceof HTMLInputElement && field.type === 'radio' ? field.value : null }
}

function fieldAt(element: HTMLElement, key: FieldKey): FormField | undefined {
  if ('index' in key) return fieldsOf(element)[key.index]
  return fieldsOf(element).find((field) => field.name === key.name && (key.value === null || field.value === key.value))
}

export function enteredIn(element: HTMLElement): Entered {
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

export const wasTouched = (entered: Entered) => entered.focused !== null || entered.values.length > 0 || entered.checked.length > 0

/**
 * Gives the live island what was entered, one field after the other as if done again (React hears
 * the same events and renders between them), then the focus, the button pressed and the form sent.
 */
export function restore(element: HTMLElement, entered: Entered) {
  for (const [key, value] of entered.values) {
    const field = fieldAt(element, key)
    if (!field || isBox(field)) continue
    enterValue(field, value)
  }
  for (const [key, checked] of entered.checked) {
    const box = fieldAt(element, key)
    if (box && isBox(box) && box.checked !== checked) box.click()
  }
  if (entered.focused) fieldAt(element, entered.focused)?.focus()
  if (entered.pressed !== undefined) {
    // Focused first, as the press left it: a dialog it opens gives the focus back to it.
    const button = buttonsOf(element)[entered.pressed]
    button?.focus()
    button?.click()
  }
  if (entered.sent) {
    const form = formsOf(element)[entered.sent.form]
    const submitter = submittersOf(element)[entered.sent.submitter]
    form?.requestSubmit(submitter && submitter.form === form ? submitter : undefined)
  }
}

/**
 * Calls `pressed` with the place of a plain button (`type="button"`) clicked, by pointer or key, in
 * the server HTML: it has no code there yet, and the island presses it again once it runs.
 */
export function holdPresses(element: HTMLElement, pressed: (button: number) => void): () => void {
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && button.type === 'button' && element.contains(button)) pressed(buttonsOf(element).indexOf(button))
  }
  element.addEventListener('click', hold, true)
  return () => element.removeEventListener('click', hold, true)
}

/**
 * Holds back a form sent from the server HTML (the browser would post it natively and leave the
 * page) and calls `sent` with it, to be sent again by the island once it runs.
 */
export function holdSubmits(element: HTMLElement, sent: (form: Entered['sent']) => void): () => void {
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
 * Watches the presses that begin in `element`. `whenLifted(run)` runs `run` at once, or, while a
 * press is down, in the task after its click (or after it ends without one): the server HTML replaced
 * between a press's pointerdown and its click would lose the click, which then reaches neither button.
 */
export function watchPresses(element: HTMLElement): { whenLifted(run: () => void): void; stop(): void } {
  let presses = 0
  let down = false
  let waiting: (() => void) | null = null
  const lifted = () => {
    if (!down) return
    down = false
    const run = waiting
    waiting = null
    if (run) setTimeout(run)
  }
  const pressed = () => {
    presses += 1
    down = true
  }
  // A mouse's click follows its pointerup in the same task; a tap's may come a moment later, or never.
  const released = () => {
    if (!down) return
    const press = presses
    setTimeout(() => press === presses && lifted(), 100)
  }
  element.addEventListener('pointerdown', pressed, true)
  window.addEventListener('pointerup', released, true)
  window.addEventListener('click', lifted, true)
  window.addEventListener('pointercancel', lifted, true)
  return {
    whenLifted(run) {
      if (down) waiting = run
      else run()
    },
    stop() {
      element.removeEventListener('pointerdown', pressed, true)
      window.removeEventListener('pointerup', released, true)
      window.removeEventListener('click', lifted, true)
      window.removeEventListener('pointercancel', lifted, true)
    },
  }
}
