/**
 * Shared class lists so every container, button and form control of the site looks the same
 * (design rules: buttons and fields ≥ 44 px tall, content ≤ 1280 px, gutters 16/24/32 px, label
 * above the control).
 */

/** Content column with the site's gutters. */
export const CONTAINER = 'mx-auto w-full max-w-[1280px] px-4 md:px-6 xl:px-8'

export const PANEL = 'rounded-2xl border border-line bg-surface p-4 sm:p-6'

const BUTTON_BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 text-base font-semibold transition-[color,background-color,border-color,box-shadow] duration-200 motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-45 disabled:saturate-50'

/** What a disabled action still needs, under it (its aria-describedby). */
export const ACTION_HINT = 'mt-2 text-sm text-muted'

/** A refusal or failure shown in the flow of a form or step, beside its icon. */
export const ERROR_NOTICE =
  'flex items-start gap-2 rounded-lg border border-[var(--color-danger)] p-3 font-medium text-[var(--color-danger)]'

/**
 * Hover draws a halo instead of fading the fill: a faded fill loses text contrast (Entremont's
 * orange, Fribourg's cyan with ink text). `not-disabled:` also matches links styled as buttons.
 * Opacity never transitions: a button being enabled is never caught half-faded.
 */
const HOVER_HALO = 'not-disabled:hover:ring-4 not-disabled:hover:ring-primary/30'

/**
 * The one primary action of a view. Primary, not accent, as fill: the accent colours of the
 * themes do not reach 4.5:1 with either white or ink text in every theme, primary does.
 */
export const BUTTON_PRIMARY = `${BUTTON_BASE} py-2.5 bg-primary text-on-primary ${HOVER_HALO}`

/** The primary action on a primary-coloured panel (hero): inverted, with a matching focus ring. */
export const BUTTON_ON_PRIMARY = `${BUTTON_BASE} py-2.5 bg-surface text-link not-disabled:hover:ring-4 not-disabled:hover:ring-on-primary/40 focus-visible:outline-[var(--color-on-primary)]`

/** A secondary action beside the primary one: outlined (the border takes the padding's place), same size, same weight. */
export const BUTTON_SECONDARY = `${BUTTON_BASE} py-2 border-2 border-primary text-link not-disabled:hover:bg-surface-alt`

export const INPUT =
  'block min-h-11 w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-[var(--color-danger)] aria-[invalid=true]:border-2 disabled:opacity-60'

export const LABEL = 'mb-1 block text-sm font-semibold text-ink'
