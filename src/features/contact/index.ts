/** Contact: the §3 contact store (request details, old and new address for a move). */
export {
  contactReducer,
  initialContactState,
  type ContactAction,
  type ContactDetails,
  type ContactError,
  type ContactMethod,
  type ContactNewAddress,
  type ContactOldAddress,
  type ContactState,
} from './contact-store'
