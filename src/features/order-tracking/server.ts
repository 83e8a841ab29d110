import 'server-only'

export { trackingPath } from './links.server'
export { registerOrderTracking } from './status-changes.server'
export { orderOfLink } from './tracked-order.server'
export { TrackedOrderView } from './TrackedOrderView'
