/** Business references (§2): their URL, the list's store page and cards. */
export { referenceUrl, referenceUrls } from './reference-url'
export { referencePage, referencesQuery, type ReferenceCard } from './reference-cards'
export { ReferenceCardItem } from './ReferenceCardItem'
