import 'server-only'

export { allPublishedReferences, firstReferencePage, listReferences } from './load-references'
