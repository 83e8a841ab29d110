import 'server-only'

export { allPublishedReferences, firstReferencePage, getReference, listReferences } from './load-references'
export { referencePicture } from './reference-detail'
export { ReferenceList } from './ReferenceList'
