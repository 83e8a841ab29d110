/** The lookup form, a client component: kept out of the server door. */
export { LookupForm } from './LookupForm'
