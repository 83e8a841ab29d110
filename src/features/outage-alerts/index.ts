/** Outage alerts by e-mail: subscribe for a postal code, confirm, get one mail per network event. */
export { OutageAlertSignup } from './LazyOutageAlertSignup'
export { isLinkResult, LINK_RESULTS, subscriptionForm, subscriptionSchema, type LinkResult, type SubscriptionAnswers } from './subscription-form'
