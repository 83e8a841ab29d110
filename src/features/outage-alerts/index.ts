/** Outage alerts by e-mail: subscribe for a postal code, confirm, get one mail per network event. */
export { OutageAlertSignupIsland } from './island'
