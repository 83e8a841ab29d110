import 'server-only'

export { BlocsRenderer } from './BlocsRenderer'
export type { TeaserLinks } from './teasers/TeasersBlock'
export { POSTED_FORMS } from './forms/posted'
