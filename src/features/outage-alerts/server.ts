import 'server-only'

export { alertSubscribers, registerOutageAlerts } from './dispatch.server'
export { dueAlerts, touchesPostalCode, type AlertEvent, type AlertSubscription, type DueAlert, type SentAlert } from './due-alerts'
export { followLink } from './link-actions.server'
export { subscriptionHandler } from './subscribe.server'
export { OutageAlertOutcome } from './OutageAlertOutcome'
export { isLinkResult, type LinkResult } from './subscription-form'
