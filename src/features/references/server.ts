import 'server-only'

export { ReferenceDetailScreen, referenceMetadata, type ReferenceRouteParams } from './ReferenceDetailScreen'
export { ReferencesScreen } from './ReferencesScreen'
