/** How a page's blocs (§3: color, section, contents, videos, faq_type) map onto the page. */
import { foldText } from '@/lib/text'

import type { Bloc } from './part-config'
import { BLOC_PARTS } from './parts'

export type Surface = 'default' | 'alt' | 'primary'

const ALT = new Set(['alt', 'grey', 'gray', 'light', 'secondary', 'surface-alt', 'bg-grey', 'bg-gray'])
const PRIMARY = new Set(['primary', 'blue', 'brand', 'dark', 'color', 'bg-primary', 'bg-blue'])

/**
 * The bloc's `color` picks one of the theme's surfaces instead of a raw colour, so every
 * theme keeps its contrast; unknown values fall back to the page surface.
 */
export function blocSurface(color: string | null | undefined): Surface {
  const key = color?.trim().toLowerCase() ?? ''
  if (ALT.has(key)) return 'alt'
  if (PRIMARY.has(key)) return 'primary'
  return 'default'
}

/** A bloc of words only: a title and rich text, none of its parts (offers, FAQ, form, catalogue, videos…). */
function isTextOnly(bloc: Bloc): boolean {
  return !BLOC_PARTS.some((part) => part.shows(bloc))
}

/**
 * Whether a bloc reads on from the one before: both words only, on the same surface. It then
 * opens no new band of white space, so a page's successive text sections read as one text.
 */
export function continuesPrevious(bloc: Bloc, previous: Bloc | undefined): boolean {
  return previous !== undefined && isTextOnly(bloc) && isTextOnly(previous) && blocSurface(bloc.color) === blocSurface(previous.color)
}

/** The bloc's `section` as an anchor id (`#offres-internet`); null when it has none. */
export function sectionAnchor(section: string | null | undefined): string | null {
  const slug = foldText(section ?? '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug === '') return null
  // An id starting with a digit cannot be used in a CSS selector without escaping.
  return /^[0-9]/.test(slug) ? `section-${slug}` : slug
}

/** Id of the survey a satisfaction bloc asks (populated or not), null when it asks none. */
export function surveyId(bloc: Pick<Bloc, 'survey'>): number | null {
  const survey = bloc.survey
  if (survey === null || survey === undefined) return null
  return typeof survey === 'number' ? survey : survey.id
}
