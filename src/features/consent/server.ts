// The production server allows this inline script by its hash in the page policy.
export { CONSENT_GIVEN_SCRIPT } from './consent'
