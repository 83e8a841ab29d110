import { whenInDataLayer } from '@/features/tracking'

import { parseCookies } from './browser-cookies'
import { consentReducer, initialConsentState, isOptionEnabled, TAG_MANAGER_OPTION } from './consent'

/**
 * Audience measurement is the tag manager's option ("Mesure d'audience"): what else measures
 * visitors (the vitals) asks for the same consent. The banner starts the option with the tag
 * manager's own start event in the data layer (ConsentBanner's runEffect, which writes GTM's name
 * for it as a literal), accepted now or on an earlier visit: nothing is added to the banner, so the
 * page's first scripts do not grow.
 */
const TAG_MANAGER_START_EVENT = 'gtm.js'

/** Whether the visitor's consent cookies (`document.cookie`) accept audience measurement. */
export function hasAudienceMeasurementConsent(cookies: string): boolean {
  const { state } = consentReducer(initialConsentState(), { type: 'restore', cookies: parseCookies(cookies) })
  return isOptionEnabled(state, TAG_MANAGER_OPTION)
}

/** Runs `start` once audience measurement is accepted, at once if it is already. */
export function whenAudienceMeasurementConsented(start: () => void): void {
  if (hasAudienceMeasurementConsent(document.cookie)) start()
  else whenInDataLayer(TAG_MANAGER_START_EVENT, start)
}
