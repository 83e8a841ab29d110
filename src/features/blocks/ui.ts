/**
 * Shared class lists so every button and container of the page body looks the same
 * (DESIGN.md: buttons ≥ 44 px tall, content ≤ 1280 px, gutters 16/24/32 px).
 */

/** Content column with the site's gutters. */
export const CONTAINER = 'mx-auto w-full max-w-[1280px] px-4 md:px-6 xl:px-8'

const BUTTON_BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors duration-200 motion-reduce:transition-none'

/**
 * The one primary action of a view. Primary, not accent, as fill: the accent colours of the
 * themes do not reach 4.5:1 with either white or ink text in every theme, primary does.
 */
export const BUTTON_PRIMARY = `${BUTTON_BASE} bg-primary text-on-primary hover:opacity-90`

/** The primary action on a primary-coloured panel (hero): inverted, with a matching focus ring. */
export const BUTTON_ON_PRIMARY = `${BUTTON_BASE} bg-surface text-link hover:opacity-90 focus-visible:outline-[var(--color-on-primary)]`

/** A secondary action beside the primary one: outlined, same size, same weight. */
export const BUTTON_SECONDARY = `${BUTTON_BASE} border-2 border-primary text-link hover:bg-surface-alt`
