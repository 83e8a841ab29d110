import 'server-only'

export { checkHealth } from './health'
export { checkReadiness, registerOutboxMetrics } from './readiness.server'
