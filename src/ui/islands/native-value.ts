/**
 * Framework hook: gives a field a value as if typed, so React's `onChange` hears it. React keeps
 * the last value it saw on each field (its value tracker, behind the field's own `value`
 * property) and drops an input event whose value it already knows; setting the value through the
 * setter of the field's prototype leaves that record behind, so the event that follows is heard.
 * React does not document this; native-value.test.tsx fails the day it stops holding.
 */
export function enterValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}
