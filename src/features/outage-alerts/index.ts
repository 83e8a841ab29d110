/** Outage alerts by e-mail (issue 14): subscribe for a postal code, confirm, get one mail per network event. */
export { OutageAlertSignup } from './LazyOutageAlertSignup'
