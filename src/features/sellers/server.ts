import 'server-only'

export { listSellers, loadSellerEntries } from './sellers.server'
