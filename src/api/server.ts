import 'server-only'

/** §7 content calls, one server function per route. */
export { getContent } from './calls/content'
export { listContents } from './calls/contents'
export { getGtmEvent } from './calls/gtm'
export { getNavigation } from './calls/navigation'
export { getRoaming } from './calls/roaming'
export { search } from './calls/search'
