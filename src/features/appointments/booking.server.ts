import 'server-only'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest, type Where } from 'payload'

import { cms } from '@/cms/client'
import type { Canton, HalfDay } from '@/cms/fields/options'
import { HALF_DAYS } from '@/cms/fields/options'
import type { Distributor, InstallationAppointment, Order } from '@/cms/payload-types'
import { deliverIn, enqueueMails, type MailDraft } from '@/features/mail/server'
import { isTrackingToken, needsInstallation, STATUS_MAIL_SENT_BY_CALLER, trackingPath } from '@/features/order-tracking/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { listenToChanges, type ChangeListener } from '@/lib/collection-listeners'
import { logger } from '@/lib/logger'
import { rateLimit } from '@/lib/api/rate-limits'
import { configuredOrigin } from '@/sites/site-origin'
import type { SiteId } from '@/sites/sites'

import { appointmentMail, type AppointmentChange } from './appointment-mails.server'
import { cantonHolidays } from './holidays'
import { addDays, capacityOf, checkSlot, firstOfferedDay, HORIZON_DAYS, nextFreeSlots, slotKey, type Slot, type SlotRules } from './slots'
import { canChange, swissToday } from './times'
import type { AppointmentError, AppointmentView } from './view'

/** Slots offered at once: a week of half-days or so, enough to choose without scrolling through months. */
const OFFERED = 8

interface Context {
  order: Order
  distributor: Distributor
  appointment: InstallationAppointment | null
  rules: SlotRules
}

function rulesOf(distributor: Distributor, today: string): SlotRules {
  const year = Number(today.slice(0, 4))
  const capacity: SlotRules['capacity'] = {}
  for (const row of distributor.installationCapacity ?? []) capacity[row.weekday] = { morning: row.morning, afternoon: row.afternoon }
  return {
    capacity,
    holidays: distributor.canton ? cantonHolidays(distributor.canton as Canton, [year, year + 1]) : new Set(),
    // A day picked in the CMS is stored at noon UTC: the same day in Switzerland.
    blocked: new Set((distributor.blockedDates ?? []).map((blocked) => swissToday(new Date(blocked.date)))),
    leadDays: distributor.installationLeadDays ?? 0,
  }
}

/** An order books an installation when a network comes to its address: not a SIM sent by post. */
const booksInstallation = (order: Order): boolean =>
  order.fulfilment === 'installation' && needsInstallation(order.pack) && order.distributor != null

type Loaded = { ok: true; context: Context } | { ok: false; error: AppointmentError }

async function load(payload: Payload, reference: string, token: string, today: string): Promise<Loaded> {
  if (reference === '' || token === '' || !isTrackingToken(reference, token)) return { ok: false, error: 'notFound' }
  const { docs } = await payload.find({ collection: 'orders', where: { reference: { equals: reference } }, limit: 1, depth: 0 })
  const order = docs[0]
  if (!order) return { ok: false, error: 'notFound' }
  if (!booksInstallation(order)) return { ok: false, error: 'noInstallation' }
  const distributor = await payload.findByID({ collection: 'distributors', id: Number(order.distributor), depth: 0 })
  const found = await payload.find({ collection: 'installation-appointments', where: { order: { equals: order.id } }, limit: 1, depth: 0 })
  return { ok: true, context: { order, distributor, appointment: found.docs[0] ?? null, rules: rulesOf(distributor, today) } }
}

/** Seats taken per half-day of the network, over the days a customer may choose from. */
async function taken(payload: Payload, context: Context, today: string): Promise<Map<string, number>> {
  const first = firstOfferedDay(context.rules, today)
  const days = Array.from({ length: HORIZON_DAYS + 1 }, (_, offset) => addDays(first, offset))
  const { docs } = await payload.find({
    collection: 'installation-slots',
    where: { and: [{ distributor: { equals: context.distributor.id } }, { day: { in: days } }] },
    pagination: false,
    depth: 0,
  })
  return new Map(docs.map((row) => [slotKey({ day: row.day, half: row.half }), row.booked]))
}

const bookedSlot = (appointment: InstallationAppointment | null): Slot | null =>
  appointment?.status === 'booked' ? { day: appointment.day, half: appointment.half } : null

async function viewOf(payload: Payload, context: Context, now: Date): Promise<AppointmentView> {
  const today = swissToday(now)
  const slot = bookedSlot(context.appointment)
  const { status } = context.order
  const closed = status === 'installed' || status === 'cancelled' ? status : null
  const open = status === 'received' || status === 'confirmed' || status === 'installation-booked'
  return {
    appointment: slot ? { ...slot, changeable: open && canChange(slot, now) } : null,
    open,
    closed,
    slots: open ? nextFreeSlots(context.rules, await taken(payload, context, today), today, OFFERED) : [],
  }
}

/** What the order's page and the funnel's confirmation offer: the booked appointment and the next free slots; null when the order books nothing. */
export async function appointmentOffer(reference: string, token: string, now = new Date()): Promise<AppointmentView | null> {
  const payload = await cms()
  const loaded = await load(payload, reference, token, swissToday(now))
  return loaded.ok ? viewOf(payload, loaded.context, now) : null
}

/** Runs a statement in the request's transaction, where the database has one; the rows it changed. */
async function execute(req: PayloadRequest, statement: ReturnType<typeof sql>): Promise<number> {
  const db = req.payload.db as unknown as {
    drizzle: unknown
    sessions?: Record<string, { db: unknown } | undefined>
    execute: (args: { drizzle: unknown; sql: unknown }) => Promise<{ rowsAffected?: number; rowCount?: number | null }>
  }
  const transaction = req.transactionID ? await req.transactionID : null
  const drizzle = (transaction !== null && db.sessions?.[String(transaction)]?.db) || db.drizzle
  const result = await db.execute({ drizzle, sql: statement })
  return result.rowsAffected ?? result.rowCount ?? 0
}

/**
 * Takes a seat in the half-day, or learns that none is left: the half-day's row exists (created
 * once, a second creation does nothing), then one conditional update counts the seat only while
 * fewer than `capacity` are taken. Concurrent bookings wait on that row (PostgreSQL) or on the
 * database (SQLite) and read its count afresh, so the last seat goes to one of them only.
 */
async function takeSeat(req: PayloadRequest, distributor: number, slot: Slot, capacity: number): Promise<boolean> {
  const now = new Date().toISOString()
  await execute(
    req,
    sql`insert into installation_slots (distributor_id, day, half, booked, updated_at, created_at) values (${distributor}, ${slot.day}, ${slot.half}, 0, ${now}, ${now}) on conflict do nothing`,
  )
  const taken = await execute(
    req,
    sql`update installation_slots set booked = booked + 1, updated_at = ${now} where distributor_id = ${distributor} and day = ${slot.day} and half = ${slot.half} and booked < ${capacity}`,
  )
  return taken === 1
}

async function releaseSeat(req: PayloadRequest, distributor: number, slot: Slot): Promise<void> {
  await execute(
    req,
    sql`update installation_slots set booked = booked - 1, updated_at = ${new Date().toISOString()} where distributor_id = ${distributor} and day = ${slot.day} and half = ${slot.half} and booked > 0`,
  )
}

export type AppointmentResult = { ok: true; view: AppointmentView } | { ok: false; error: AppointmentError; view: AppointmentView | null }

export type AppointmentRequest =
  | { action: 'book'; reference: string; token: string; slot: { day: string; half: string } }
  | { action: 'move'; reference: string; token: string; slot: { day: string; half: string } }
  | { action: 'cancel'; reference: string; token: string }

const isHalfDay = (value: string): value is HalfDay => (HALF_DAYS as readonly string[]).includes(value)

/** What the request may do to the order's appointment, before anything is written; the seat it needs, if any. */
function refusal(request: AppointmentRequest, context: Context, seats: Map<string, number>, now: Date): AppointmentError | null {
  const current = bookedSlot(context.appointment)
  if (!['received', 'confirmed', 'installation-booked'].includes(context.order.status)) return 'orderClosed'
  if (request.action === 'book' && current) return 'alreadyBooked'
  if (request.action !== 'book' && !current) return 'notBooked'
  if (current && !canChange(current, now)) return 'tooLate'
  if (request.action === 'cancel') return null
  const { day, half } = request.slot
  if (!isHalfDay(half)) return 'invalid'
  if (current && current.day === day && current.half === half) return 'sameSlot'
  return checkSlot(context.rules, seats, swissToday(now), { day, half })
}

/**
 * Books, moves or cancels the installation of the order a signed link names. Everything is
 * checked on the server again (the link, the order, the 48 hours, the slot); the seat, the
 * appointment, the order's status and the customer's one mail with its invitation are written in
 * one transaction where the database has one; without (SQLite) a seat taken for a change that
 * then fails is given back.
 */
export function changeAppointment(request: AppointmentRequest, now = new Date()): Promise<AppointmentResult> {
  return oneAtATime(request.reference, () => applyChange(request, now))
}

/**
 * The changes of one order, one after the other in this process: each sees the appointment and the
 * waiting mail the one before left (SQLite has no transaction to hold them apart).
 */
const changesUnderWay = new Map<string, Promise<unknown>>()
function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  const next = (changesUnderWay.get(key) ?? Promise.resolve()).then(run, run)
  const settled = next.then(
    () => undefined,
    () => undefined,
  )
  changesUnderWay.set(key, settled)
  void settled.then(() => {
    if (changesUnderWay.get(key) === settled) changesUnderWay.delete(key)
  })
  return next
}

async function applyChange(request: AppointmentRequest, now: Date): Promise<AppointmentResult> {
  const payload = await cms()
  const today = swissToday(now)
  const loaded = await load(payload, request.reference, request.token, today)
  if (!loaded.ok) return { ok: false, error: loaded.error, view: null }
  const { context } = loaded
  const refused = refusal(request, context, await taken(payload, context, today), now)
  if (refused) return { ok: false, error: refused, view: await viewOf(payload, context, now) }
  // The signed link is the only key, and each change books a seat and mails the customer.
  if (!(await rateLimit('appointment-order').consume(String(context.order.id))).allowed) {
    logger.warn({ reference: context.order.reference }, 'appointment changes of an order over the limit')
    return { ok: false, error: 'tooMany', view: await viewOf(payload, context, now) }
  }

  const { order, distributor, appointment } = context
  const previous = bookedSlot(appointment)
  const next: Slot | null = request.action === 'cancel' ? null : { day: request.slot.day, half: request.slot.half as HalfDay }
  const req = await createLocalReq({ context: { [STATUS_MAIL_SENT_BY_CALLER]: true } }, payload)
  await initTransaction(req)
  const inTransaction = Boolean(req.transactionID)
  let seat: Slot | null = null
  try {
    if (next) {
      if (!(await takeSeat(req, distributor.id, next, capacityOf(context.rules, next)))) {
        await killTransaction(req)
        return { ok: false, error: 'full', view: await viewOf(payload, context, now) }
      }
      seat = next
    }
    if (previous) await releaseSeat(req, distributor.id, previous)
    const sequence = appointment ? appointment.sequence + 1 : 0
    const status = next ? ('booked' as const) : ('cancelled' as const)
    // A cancelled appointment keeps its day, so its cancellation names it; a new one exists only booked.
    const saved = appointment
      ? await payload.update({
          collection: 'installation-appointments',
          id: appointment.id,
          data: { distributor: distributor.id, status, sequence, ...next },
          req,
          depth: 0,
        })
      : await payload.create({
          collection: 'installation-appointments',
          data: { order: order.id, distributor: distributor.id, status, sequence, day: next?.day ?? today, half: next?.half ?? 'morning' },
          req,
          depth: 0,
        })
    const orderStatus = next ? 'installation-booked' : 'confirmed'
    if (order.status !== orderStatus)
      await payload.update({ collection: 'orders', id: order.id, data: { status: orderStatus }, req, depth: 0 })
    const change: AppointmentChange = request.action === 'book' ? 'booked' : request.action === 'move' ? 'moved' : 'cancelled'
    await queueAppointmentMail(payload, req, order.id, change, {
      mail: mailOf(order, distributor, change, next ?? previous, saved),
      booking: mailOf(order, distributor, 'booked', next ?? previous, saved),
    })
    await commitTransaction(req)
    logger.info({ reference: order.reference, change, slot: next ?? previous }, 'installation appointment changed')
    deliverIn(MAIL_HOLD_MS)
  } catch (error) {
    await killTransaction(req)
    if (!inTransaction && seat) await releaseSeat(req, distributor.id, seat)
    logger.error({ err: error, reference: order.reference }, 'installation appointment could not be changed')
    return { ok: false, error: 'failed', view: null }
  }
  const reloaded = await load(payload, request.reference, request.token, today)
  return reloaded.ok ? { ok: true, view: await viewOf(payload, reloaded.context, now) } : { ok: false, error: 'failed', view: null }
}

/** How long an appointment's mail waits for a further change to the same order before it leaves. */
const MAIL_HOLD_MS = 5_000

/**
 * One mail for changes made before the last one left: a change rewrites the order's appointment
 * mail still waiting in the outbox (never tried) rather than add one. A booking not announced yet
 * stays a booking, at the slot moved to; cancelled before its mail left, it is never announced.
 */
async function queueAppointmentMail(
  payload: Payload,
  req: PayloadRequest,
  order: number,
  change: AppointmentChange,
  { mail, booking }: { mail: MailDraft; booking: MailDraft },
): Promise<void> {
  const waiting: Where = { order: { equals: order } }
  const unsent: Where[] = [{ kind: { equals: mail.kind } }, { status: { equals: 'pending' } }, { attempts: { equals: 0 } }]
  const { docs } = await payload.find({ collection: 'outbox', where: { and: [waiting, ...unsent] }, limit: 1, depth: 0, req })
  const pending = docs[0]
  if (!pending) return enqueueMails(payload, req, { order }, [mail], MAIL_HOLD_MS)
  const announcesBooking = pending.subject === booking.subject
  const where: Where = { and: [{ id: { equals: pending.id } }, ...unsent] }
  if (announcesBooking && change === 'cancelled') {
    const { docs: removed } = await payload.delete({ collection: 'outbox', where, depth: 0, req })
    if (removed.length === 0) await enqueueMails(payload, req, { order }, [mail], MAIL_HOLD_MS)
    return
  }
  const { docs: rewritten } = await payload.update({
    collection: 'outbox',
    where,
    data: announcesBooking ? booking : mail,
    depth: 0,
    req,
  })
  // Claimed for delivery meanwhile: this change gets its own mail.
  if (rewritten.length === 0) await enqueueMails(payload, req, { order }, [mail], MAIL_HOLD_MS)
}

function mailOf(order: Order, distributor: Distributor, change: AppointmentChange, slot: Slot | null, saved: InstallationAppointment) {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'fr'
  const reference = order.reference ?? ''
  return appointmentMail({
    change,
    to: order.email,
    locale,
    firstName: order.firstName,
    lastName: order.lastName,
    reference,
    slot: slot ?? { day: saved.day, half: saved.half },
    network: distributor.name,
    address: `${order.street} ${order.number}, ${order.npa} ${order.city}`,
    trackingUrl: `${configuredOrigin(Number(order.site) as SiteId)}${trackingPath(locale, reference)}`,
    uid: `installation-${reference}@${new URL(configuredOrigin(Number(order.site) as SiteId)).hostname}`,
    sequence: saved.sequence,
  })
}

/**
 * Staff call off an order's installation (back to confirmed) or cancel the order: its booked
 * appointment is cancelled and its seat freed for another customer, in the save's transaction.
 * The customer's mail of that change is the status mail; the appointment's own changes never pass here.
 */
const freeSeatOfCalledOff: ChangeListener = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || req.context[STATUS_MAIL_SENT_BY_CALLER]) return
  const order = doc as Order
  if ((previousDoc as Order).status !== 'installation-booked' || !['confirmed', 'cancelled'].includes(order.status)) return
  const { docs } = await req.payload.find({
    collection: 'installation-appointments',
    where: { and: [{ order: { equals: order.id } }, { status: { equals: 'booked' } }] },
    limit: 1,
    depth: 0,
    req,
  })
  const appointment = docs[0]
  if (!appointment) return
  await releaseSeat(req, Number(appointment.distributor), { day: appointment.day, half: appointment.half })
  await req.payload.update({
    collection: 'installation-appointments',
    id: appointment.id,
    data: { status: 'cancelled', sequence: appointment.sequence + 1 },
    req,
    depth: 0,
  })
  logger.info({ reference: order.reference, status: order.status, by: req.user?.id }, 'installation appointment called off by staff')
}

/** Called once when the server starts (src/instrumentation.ts). */
export function registerAppointments(): void {
  listenToChanges('orders', freeSeatOfCalledOff)
}
