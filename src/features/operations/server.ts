import 'server-only'

export { checkHealth } from './health'
