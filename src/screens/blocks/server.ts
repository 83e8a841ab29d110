import 'server-only'

export { BlocsRenderer } from './BlocsRenderer'
export type { TeaserLinks } from './teasers/TeasersBlock'
export { postedForm } from './forms/posted'
