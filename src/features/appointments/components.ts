/** The appointment chooser, a client component: kept out of the server door. */
export { AppointmentChooser } from './AppointmentChooser'
