import 'server-only'

/*
 * The admin's own components (payload.config.ts names them), apart from server.ts: the site's
 * pages never load them.
 */
export { ContentHealthView } from './ContentHealthView'
export { ContentHealthNavLink } from './ContentHealthNavLink.server'
