/** Contact: the §3 contact store and the contact, moving and cancellation forms built on it. */
export { CancellationForm } from './CancellationForm'
export { ContactForm } from './ContactForm'
export { MovingForm } from './MovingForm'
export { contactReducer, initialContactState, type ContactState } from './contact-store'
