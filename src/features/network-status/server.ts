import 'server-only'

export { getNetworkEvents, getNetworkStatus } from './events'
export { networkEventsQuery, networkStatusQuery } from './events-model'

/** The widgets poll every minute: a short shared cache keeps the load off the CMS. */
export const NETWORK_CACHE = 'public, max-age=30, stale-while-revalidate=30'
export { cachedStatusBoard, type StatusPage } from './events'
export type { BoardEvent, StatusBoard } from './status-board'
