/** Cookie consent (§3, §4): the banner and the footer button that reopens it. */
export { ConsentBanner, ConsentSettingsButton } from './ConsentBanner'
export { CONSENT_GIVEN_SCRIPT } from './consent'
export { hasAudienceMeasurementConsent, whenAudienceMeasurementConsented } from './audience-measurement'
export type { PolicyLink } from './ConsentBanner'
