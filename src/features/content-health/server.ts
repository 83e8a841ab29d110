import 'server-only'

export { checkLinks, LINK_CHECK_BOUNDS, type LinkCheckReport } from './link-check.server'
export { registerContentHealth } from './register.server'
export { refreshHealth, type RefreshReport } from './refresh.server'
export { healthScope, loadHealthView, type HealthView } from './view.server'
export { sendDigests } from './digest.server'
