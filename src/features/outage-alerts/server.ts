import 'server-only'

export { registerOutageAlerts } from './dispatch.server'
export { followLink } from './link-actions.server'
export { subscriptionHandler } from './subscribe.server'
