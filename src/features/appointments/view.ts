import type { Slot } from './slots'

/** What the customer sees of an order's installation: the booked appointment (changeable or not), the free slots. */
export interface AppointmentView {
  appointment: (Slot & { changeable: boolean }) | null
  /** The order may still book (not installed, not cancelled). */
  open: boolean
  /** Installed or cancelled: its appointment is history, never moved or cancelled again. */
  closed: 'installed' | 'cancelled' | null
  slots: Slot[]
}

/** Why a booking, move or cancellation was refused; each has its message under `appointments.errors`. */
export type AppointmentError =
  | 'notFound'
  | 'noInstallation'
  | 'orderClosed'
  | 'alreadyBooked'
  | 'notBooked'
  | 'sameSlot'
  | 'invalid'
  | 'tooEarly'
  | 'closed'
  | 'full'
  | 'tooLate'
  | 'tooMany'
  | 'failed'
