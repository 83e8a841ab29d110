import 'server-only'

export { checkHealth } from './health'
export { answerReadiness } from './readiness.server'
