import 'server-only'

export { registerOutageAlerts } from './dispatch.server'
export { followLink } from './link-actions.server'
export { subscriptionHandler } from './subscribe.server'
export { OutageAlertOutcome } from './OutageAlertOutcome'
export { isLinkResult, type LinkResult } from './subscription-form'
