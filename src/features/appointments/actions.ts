'use server'

import { z } from 'zod'

import { edge } from '@/sites/edge'

import { appointmentOffer, changeAppointment, type AppointmentRequest } from './booking.server'
import type { AppointmentError, AppointmentView } from './view'

const link = { reference: z.string().max(40), token: z.string().max(100) }
const slot = z.object({ day: z.string().max(10), half: z.string().max(12) })
const requestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('book'), ...link, slot }),
  z.object({ action: z.literal('move'), ...link, slot }),
  z.object({ action: z.literal('cancel'), ...link }),
])

export type AppointmentAnswer = { ok: true; view: AppointmentView } | { ok: false; error: AppointmentError; view: AppointmentView | null }

const offer = edge.action({
  call: 'appointment-offer',
  input: { schema: z.object({ reference: z.string(), token: z.string() }), invalid: (): AppointmentView | null => null },
  handle: ({ reference, token }) => appointmentOffer(reference, token),
})

const change = edge.action({
  call: 'appointment-change',
  // Whatever the orders: each order has its own limit too (booking.server.ts).
  limit: { name: 'appointment-client', refused: (): AppointmentAnswer => ({ ok: false, error: 'tooMany', view: null }) },
  input: { schema: requestSchema, invalid: (): AppointmentAnswer => ({ ok: false, error: 'invalid', view: null }) },
  handle: (request) => changeAppointment(request as AppointmentRequest),
})

/** The order's appointment and free slots, for the funnel's confirmation (the order's page renders them on the server). */
export async function loadAppointment(link: unknown): Promise<AppointmentView | null> {
  return offer(link)
}

/** Books, moves or cancels through the order's signed link; whatever the browser sends is checked again. */
export async function submitAppointment(input: unknown): Promise<AppointmentAnswer> {
  return change(input)
}
