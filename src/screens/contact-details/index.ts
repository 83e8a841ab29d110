/** The operator's contact details on the contact pages and its identity on the legal pages (§2). */
export { contactDetailsOf } from './contact-details'
