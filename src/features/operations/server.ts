import 'server-only'

export { checkHealth } from './health'
export { checkReadiness } from './readiness.server'
