import 'server-only'

export { checkHealth } from './health'
export { answerReadiness, registerOutboxMetrics } from './readiness.server'
