import 'server-only'

export { BlocsRenderer } from './BlocsRenderer'
export type { TeaserLinks } from './teasers/TeasersBlock'
