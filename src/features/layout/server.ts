import 'server-only'

export { SiteShell } from './SiteShell'
export { getSiteSettings } from './site-settings'
