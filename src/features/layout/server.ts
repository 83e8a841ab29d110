import 'server-only'

export { SiteShell } from './SiteShell'
