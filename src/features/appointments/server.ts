import 'server-only'

export { appointmentOffer, changeAppointment } from './booking.server'
