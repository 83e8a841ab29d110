import 'server-only'

export { SiteShell } from './SiteShell'
export { SatisfactionBadgeWords } from './SatisfactionBadgeWords'
export { getSiteSettings, phoneFor } from './site-settings'
