import { flushSync } from 'react-dom'

import { ISLAND, type HeldInput } from './early-input-script'
import { changed, isBox, type FormField } from './entered'
import { enterValue } from './native-value'

/**
 * What a visitor does on the page before its scripts have run (README.md beside this file, "The
 * page before it runs"): a press on a button and a form sent are held by `EARLY_INPUT_SCRIPT`
 * (early-input-script.ts), run in the head, and done again once the page is live (`EarlyInput`).
 * A value typed or chosen meanwhile is shown by the browser but unknown to React's state, and is
 * given to it as if typed again. Islands are left to their own guarantee.
 */

/** Ends the holding (the page hears for itself from now on) and returns what was held. */
export function takeEarlyInput(): HeldInput[] {
  const queue = window.__earlyInput
  if (!queue || queue.done) return []
  queue.done = true
  return queue.splice(0)
}

/**
 * Framework hook: whether React has hydrated a field. Its value tracker (native-value.ts) is an
 * own property of the field named after what it tracks. React does not document this;
 * early-input.test.tsx fails the day it stops holding.
 */
const tracked = (field: FormField) => Object.prototype.hasOwnProperty.call(field, isBox(field) ? 'checked' : 'value')

/** A value the browser shows but React's state may not have: the text or choice, or whether a box is ticked. */
type EnteredValue = [field: FormField, entered: string | boolean]

/**
 * What was entered outside islands, read before any is given back: a field given back renders its
 * form again, and React then sets every controlled field of it to its state.
 */
function enteredValues(): EnteredValue[] {
  return [...document.querySelectorAll<FormField>('input, textarea, select')]
    .filter((field) => !field.closest(ISLAND))
    .flatMap((field): EnteredValue[] => {
      // Of a radio group, the one chosen: choosing it unchooses the others.
      if (isBox(field))
        return field.checked !== field.defaultChecked && (field.checked || field.type === 'checkbox') ? [[field, field.checked]] : []
      return changed(field) ? [[field, field.value]] : []
    })
}

/**
 * Gives React what was entered, as if entered again. A field inside a Suspense boundary not yet
 * hydrated is hydrated first (React hydrates at once for an input event heard there), and its
 * tracker is then set back, so that the value entered again is heard.
 */
function giveBack([field, entered]: EnteredValue): void {
  if (field instanceof HTMLSelectElement) return enterValue(field, String(entered))
  if (!tracked(field)) field.dispatchEvent(new Event('input', { bubbles: true }))
  if (!tracked(field)) return
  if (isBox(field)) {
    field.checked = !entered
    field.click()
    return
  }
  field.value = field.defaultValue
  enterValue(field, String(entered))
}

/**
 * Gives the live page what was entered, then does again, in order, what was pressed and sent. Each
 * step renders before the next (a form sent reads the state its fields gave it), so this runs in a
 * task of its own, never in a render or an effect.
 */
export function replayEarlyInput(held: readonly HeldInput[]): void {
  for (const value of enteredValues()) flushSync(() => giveBack(value))
  for (const input of held) {
    if ('press' in input) {
      if (input.press.isConnected) flushSync(() => input.press.click())
    } else {
      const { form, submitter } = input
      if (!form.isConnected) continue
      const sentBy = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null
      flushSync(() => form.requestSubmit(sentBy?.form === form ? sentBy : undefined))
    }
  }
}
