import 'server-only'

export { BlocsRenderer } from './BlocsRenderer'
