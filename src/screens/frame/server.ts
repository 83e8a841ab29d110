import 'server-only'

export { SiteShell } from './SiteShell'
export { getSiteSettings, phoneFor } from './site-settings'
