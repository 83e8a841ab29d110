import 'server-only'

export { allPublishedReferences, firstReferencePage, getReference, listReferences } from './load-references'
