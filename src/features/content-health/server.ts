import 'server-only'

export { registerContentHealth } from './register.server'
export { refreshHealth } from './refresh.server'
export { healthScope, loadHealthView } from './view.server'
