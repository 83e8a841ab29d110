import 'server-only'

export type { Audience } from './customer-schema'
export { OrderFunnel } from './ui/OrderFunnel'
