/** Business references (§2): their URL, the list's store page and cards. */
export { referenceUrl, referenceUrls } from './reference-url'
export { REFERENCES_PER_PAGE, referenceCard, referencePage, referencesQuery, type ReferenceCard } from './reference-cards'
