/**
 * The head's part of early input (early-input.ts): plain text, so that the listener can allow it by
 * its hash (scripts/start.mjs) without loading what the page runs.
 */

/** What the head's script held: a button pressed, or a form sent (with the button that sent it). */
export type HeldInput = { press: HTMLButtonElement } | { form: HTMLFormElement; submitter: HTMLElement | null }

/** The queue the head's script fills; `done` once the page is live and hears for itself. */
type EarlyInputQueue = HeldInput[] & { done?: boolean }

declare global {
  interface Window {
    __earlyInput?: EarlyInputQueue
  }
}

/** An island (island.tsx): it keeps what was done in it itself, and is left to it. */
export const ISLAND = '[data-island]'

/**
 * Run in the head, before anything can be pressed. It holds, and keeps from every other listener
 * (React's own, attached while the page is hydrating, included: the press is done once, when it is
 * given back):
 *  - a press on a button that does nothing of its own (not a form's submit or reset button);
 *  - a form sent, even one with an address of its own: a native post the page's start overtakes is
 *    lost.
 */
export const EARLY_INPUT_SCRIPT = `(function(d,w){var q=w.__earlyInput=[];function hold(e,input){if(q.done)return;e.preventDefault();e.stopImmediatePropagation();q.push(input)}d.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("button");if(b&&!b.disabled&&!(b.form&&b.type!=="button")&&!b.closest("${ISLAND}"))hold(e,{press:b})},true);d.addEventListener("submit",function(e){var f=e.target;if(!f.closest("${ISLAND}"))hold(e,{form:f,submitter:e.submitter})},true)})(document,window)`
