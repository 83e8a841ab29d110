import 'server-only'

export { breachCheckSchema } from './breach-check-form'
export { checkBreach, MIN_ANSWER_MS } from './check.server'
