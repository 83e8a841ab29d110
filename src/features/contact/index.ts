/** Contact: the §3 contact store and the contact, moving and cancellation forms built on it. */
export { CancellationForm } from './CancellationForm'
export { ContactForm } from './ContactForm'
export { MovingForm } from './MovingForm'
export { CANCELLATION_REASONS, cancellationSchema } from './cancellation-form'
export { CONTACT_REASONS, contactSchema } from './contact-form'
export { MOVING_NOTICE_DAYS, movingSchema } from './moving-form'
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
