import 'server-only'

export { appointmentOffer } from './booking.server'
