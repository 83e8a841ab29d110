import 'server-only'

export { registerOutageAlerts } from './dispatch.server'
export { followLink, linkAction, linkQuery } from './link-actions.server'
export { subscriptionPost } from './subscribe.server'
export { OutageAlertOutcome } from './OutageAlertOutcome'
export { isLinkResult, type LinkResult } from './subscription-form'
