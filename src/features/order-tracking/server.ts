import 'server-only'

export { linkedTrackingPath, trackingLinkState, trackingPath } from './links.server'
export { registerOrderTracking, STATUS_MAIL_SENT_BY_CALLER } from './status-changes.server'
export { isTrackingToken } from './links.server'
export { needsInstallation } from './status-flow'
export { orderOfLink } from './tracked-order.server'
export { TrackedOrderView } from './TrackedOrderView'
