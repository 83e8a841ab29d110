import 'server-only'

export { appointmentOffer, registerAppointments } from './booking.server'
