import 'server-only'

export { OFFLINE_CSS, offlineHtml, offlinePrecacheEntries } from './offline-page'
