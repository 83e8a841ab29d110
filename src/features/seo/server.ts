import 'server-only'

export { documentMetadata } from './document-metadata'
