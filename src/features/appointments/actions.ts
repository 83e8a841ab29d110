'use server'

import { headers } from 'next/headers'
import { z } from 'zod'

import { clientAddress } from '@/lib/client-address'
import { logger } from '@/lib/logger'
import { createRateLimiter } from '@/lib/rate-limit'

import { appointmentOffer, changeAppointment, type AppointmentRequest } from './booking.server'
import type { AppointmentError, AppointmentView } from './view'

const link = { reference: z.string().max(40), token: z.string().max(100) }
const slot = z.object({ day: z.string().max(10), half: z.string().max(12) })
const requestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('book'), ...link, slot }),
  z.object({ action: z.literal('move'), ...link, slot }),
  z.object({ action: z.literal('cancel'), ...link }),
])

/** Appointment changes a client may ask for in an hour, whatever the orders (each order has its own limit too). */
const changesPerClient = createRateLimiter({ keyPrefix: 'appointment-client', points: 10, durationSeconds: 60 * 60 })

export type AppointmentAnswer = { ok: true; view: AppointmentView } | { ok: false; error: AppointmentError; view: AppointmentView | null }

/** The order's appointment and free slots, for the funnel's confirmation (the order's page renders them on the server). */
export async function loadAppointment(reference: unknown, token: unknown): Promise<AppointmentView | null> {
  if (typeof reference !== 'string' || typeof token !== 'string') return null
  return appointmentOffer(reference, token)
}

/** Books, moves or cancels through the order's signed link; whatever the browser sends is checked again. */
export async function submitAppointment(input: unknown): Promise<AppointmentAnswer> {
  const parsed = requestSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', view: null }
  const client = clientAddress(await headers())
  if (!(await changesPerClient.consume(client)).allowed) {
    logger.warn({ client }, 'appointment changes of a client over the limit')
    return { ok: false, error: 'tooMany', view: null }
  }
  return changeAppointment(parsed.data as AppointmentRequest)
}
