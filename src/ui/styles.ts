/**
 * Shared looks so every container, button and form control of the site looks the same (design
 * rules: buttons and fields ≥ 44 px tall, content ≤ 1280 px, gutters 16/24/32 px, label above the
 * control). Each is one short class of site.css (its `@layer components`), written once in the
 * stylesheet instead of as the same long list of utilities on every element of the HTML, its
 * payload and the scripts; utilities added beside one still win, as the components layer comes first.
 */

/** Content column with the site's gutters. */
export const CONTAINER = 'container-site'

export const PANEL = 'panel'

/** What a disabled action still needs, under it (its aria-describedby). */
export const ACTION_HINT = 'mt-2 text-sm text-muted'

/** A refusal or failure shown in the flow of a form or step, beside its icon. */
export const ERROR_NOTICE = 'error-notice'

/**
 * The one primary action of a view. Primary, not accent, as fill: the accent colours of the
 * themes do not reach 4.5:1 with either white or ink text in every theme, primary does.
 */
export const BUTTON_PRIMARY = 'btn btn-primary'

/** The primary action on a primary-coloured panel (hero): inverted, with a matching focus ring. */
export const BUTTON_ON_PRIMARY = 'btn btn-on-primary'

/** A secondary action beside the primary one: outlined (the border takes the padding's place), same size, same weight. */
export const BUTTON_SECONDARY = 'btn btn-secondary'

export const INPUT = 'field-input'

export const LABEL = 'field-label'

/** One offer among others to pick (configurator, order funnel): a card-sized label around its radio. */
export const CHOICE = 'choice'

export const CHOICE_RADIO = 'choice-radio'

/**
 * A card's text in a long list (the configurator's offers, the channel list): laid out when it comes
 * near (site.css); until then it holds `--held-height`, the list's most common card.
 */
export const TEXT_WHEN_NEAR = 'text-when-near'
