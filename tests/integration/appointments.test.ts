import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { cms } from '@/cms/client'
import { placeOrder } from '@/features/order/place-order.server'
import { registerOrderTracking } from '@/features/order-tracking/server'

import { appointmentOffer, changeAppointment, registerAppointments } from '@/features/appointments/booking.server'
import { addDays, weekdayOf, type Slot } from '@/features/appointments/slots'
import { formatSlotDay, slotStart } from '@/features/appointments/times'

import { orderSubmission } from '../support/order-request'

beforeAll(() => {
  vi.stubEnv('SITE_HOSTS', 'a.localhost=1,b.localhost=2,c.localhost=3')
  vi.stubEnv('SITE_BASE_URLS', '')
  vi.stubEnv('SITE_ID', '')
  registerOrderTracking()
  registerAppointments()
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await (await cms()).destroy()
})

let placedOrders = 0
/** An order placed through the funnel's server code: its reference, signed token and id. */
async function placed(selection?: Record<string, unknown>, address?: Record<string, string>) {
  placedOrders += 1
  const submission = orderSubmission(`appointment.${placedOrders}.${Date.now()}@example.ch`)
  const result = await placeOrder(1, {
    ...submission,
    ...(selection ? { selection } : {}),
    ...(address ? { address } : {}),
  })
  if (!result.ok) throw new Error(JSON.stringify(result))
  const token = new URL(result.tracking, 'http://a.localhost').searchParams.get('token') ?? ''
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'orders', where: { reference: { equals: result.reference } }, depth: 0 })
  return { reference: result.reference, token, id: docs[0]!.id }
}

async function orderOf(id: number) {
  return (await cms()).findByID({ collection: 'orders', id, depth: 0 })
}

async function mailsOf(order: number) {
  const payload = await cms()
  return (await payload.find({ collection: 'outbox', where: { order: { equals: order } }, sort: 'createdAt', depth: 0, pagination: false }))
    .docs
}

/** The order's mails as if they had left: the next change is a change after the customer heard of the last. */
async function delivered(order: number) {
  await (
    await cms()
  ).update({
    collection: 'outbox',
    where: { and: [{ order: { equals: order } }, { status: { equals: 'pending' } }] },
    data: { status: 'sent', attempts: 1 },
  })
}

const invitationsOf = async (order: number) => (await mailsOf(order)).filter((mail) => mail.kind === 'installation-appointment')

async function seatsTaken(slot: Slot): Promise<number> {
  const { docs } = await (
    await cms()
  ).find({ collection: 'installation-slots', where: { and: [{ day: { equals: slot.day } }, { half: { equals: slot.half } }] }, depth: 0 })
  return docs.reduce((sum, row) => sum + row.booked, 0)
}

describe('installation appointments on the seeded database', () => {
  it('books a slot offered from the lead time on: the order is installation-booked, recorded, one mail with a REQUEST invitation', async () => {
    const order = await placed()
    const offer = await appointmentOffer(order.reference, order.token)
    expect(offer?.appointment).toBeNull()
    const [first] = offer?.slots ?? []
    expect(first).toBeDefined()
    // The seeded network books two working days ahead and never on a weekend.
    expect(['sa', 'su']).not.toContain(weekdayOf(first!.day))
    expect(first!.day > addDays(new Date().toISOString().slice(0, 10), 2)).toBe(true)

    const before = (await mailsOf(order.id)).length
    const booked = await changeAppointment({ action: 'book', reference: order.reference, token: order.token, slot: first! })
    expect(booked).toMatchObject({ ok: true, view: { appointment: { ...first, changeable: true } } })

    const stored = await orderOf(order.id)
    expect(stored.status).toBe('installation-booked')
    expect(stored.statusHistory?.map((entry) => entry.status)).toEqual(['received', 'installation-booked'])
    const mails = (await mailsOf(order.id)).slice(before)
    expect(mails.map((mail) => mail.kind)).toEqual(['installation-appointment'])
    expect(mails[0]!.subject).toBe(`Votre rendez-vous d’installation – commande ${order.reference}`)
    expect(mails[0]!.text).toContain('Installation planifiée')
    expect(mails[0]!.calendar).toMatch(/METHOD:REQUEST/)
    expect(mails[0]!.calendar).toMatch(/SEQUENCE:0/)
    expect(mails[0]!.calendar).toContain(`UID:installation-${order.reference}@a.localhost`)

    // A second booking for the same order is refused; a move to the same slot too.
    expect(await changeAppointment({ action: 'book', reference: order.reference, token: order.token, slot: first! })).toMatchObject({
      ok: false,
      error: 'alreadyBooked',
    })
    expect(await changeAppointment({ action: 'move', reference: order.reference, token: order.token, slot: first! })).toMatchObject({
      ok: false,
      error: 'sameSlot',
    })
  })

  it('20 customers at once for the last seat of a half-day: exactly one gets it', async () => {
    const orders = await Promise.all(Array.from({ length: 21 }, () => placed()))
    const [opener, ...rivals] = orders
    const offer = await appointmentOffer(opener!.reference, opener!.token)
    // A morning: the seeded networks take two appointments a morning.
    const morning = offer!.slots.find((slot) => slot.half === 'morning')!
    const takenBefore = await seatsTaken(morning)
    expect(takenBefore).toBeLessThan(2)
    if (takenBefore === 0) {
      expect((await changeAppointment({ action: 'book', reference: opener!.reference, token: opener!.token, slot: morning })).ok).toBe(true)
    }
    expect(await seatsTaken(morning)).toBe(1)

    const results = await Promise.all(
      rivals.map((rival) => changeAppointment({ action: 'book', reference: rival.reference, token: rival.token, slot: morning })),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.error)).toEqual(Array(19).fill('full'))
    expect(await seatsTaken(morning)).toBe(2)
    const payload = await cms()
    const appointments = await payload.find({
      collection: 'installation-appointments',
      where: { and: [{ day: { equals: morning.day } }, { half: { equals: morning.half } }, { status: { equals: 'booked' } }] },
      depth: 0,
    })
    expect(appointments.totalDocs).toBe(2)
    // The losers' orders are untouched and mailed nothing more; the half-day is no longer offered.
    const losers = rivals.filter((_, index) => !results[index]!.ok)
    for (const loser of losers.slice(0, 3)) {
      expect((await orderOf(loser.id)).status).toBe('received')
      expect((await mailsOf(loser.id)).map((mail) => mail.kind)).not.toContain('installation-appointment')
    }
    const after = await appointmentOffer(losers[0]!.reference, losers[0]!.token)
    expect(after?.slots).not.toContainEqual(morning)
  })

  it('moves and cancels up to 48 hours before, never later; each change sends its invitation with a higher sequence', async () => {
    const order = await placed()
    const offer = await appointmentOffer(order.reference, order.token)
    const [first, second] = offer!.slots
    const seats = { first: await seatsTaken(first!), second: await seatsTaken(second!) }
    expect((await changeAppointment({ action: 'book', reference: order.reference, token: order.token, slot: first! })).ok).toBe(true)
    expect(await seatsTaken(first!)).toBe(seats.first + 1)
    await delivered(order.id)

    // The move takes the new seat and gives the old one back.
    const moved = await changeAppointment({ action: 'move', reference: order.reference, token: order.token, slot: second! })
    await delivered(order.id)
    expect(moved).toMatchObject({ ok: true, view: { appointment: { ...second } } })
    expect(await seatsTaken(first!)).toBe(seats.first)
    expect(await seatsTaken(second!)).toBe(seats.second + 1)
    const start = slotStart(second!).getTime()
    const hour = 60 * 60 * 1000

    const late = new Date(start - 47 * hour)
    expect(await changeAppointment({ action: 'cancel', reference: order.reference, token: order.token }, late)).toMatchObject({
      ok: false,
      error: 'tooLate',
      view: { appointment: { ...second, changeable: false } },
    })
    expect(await changeAppointment({ action: 'move', reference: order.reference, token: order.token, slot: first! }, late)).toMatchObject({
      ok: false,
      error: 'tooLate',
    })
    expect((await orderOf(order.id)).status).toBe('installation-booked')

    const inTime = new Date(start - 49 * hour)
    const cancelled = await changeAppointment({ action: 'cancel', reference: order.reference, token: order.token }, inTime)
    expect(cancelled).toMatchObject({ ok: true, view: { appointment: null } })
    expect(await seatsTaken(second!)).toBe(seats.second)
    const stored = await orderOf(order.id)
    expect(stored.status).toBe('confirmed')

    const invitations = (await mailsOf(order.id)).filter((mail) => mail.kind === 'installation-appointment')
    expect(invitations.map((mail) => /METHOD:(\w+)/.exec(mail.calendar ?? '')?.[1])).toEqual(['REQUEST', 'REQUEST', 'CANCEL'])
    expect(invitations.map((mail) => /SEQUENCE:(\d+)/.exec(mail.calendar ?? '')?.[1])).toEqual(['0', '1', '2'])
    expect(invitations[2]!.calendar).toMatch(/STATUS:CANCELLED/)
    // No other mail: the status changes rode on the appointment's mails.
    expect((await mailsOf(order.id)).map((mail) => mail.kind).filter((kind) => kind === 'order-status')).toEqual([])
  })

  it('20 moves of one order at once: at most its limit applied, and the customer gets one mail', async () => {
    const order = await placed()
    const [first, ...others] = (await appointmentOffer(order.reference, order.token))!.slots
    expect((await changeAppointment({ action: 'book', reference: order.reference, token: order.token, slot: first! })).ok).toBe(true)
    await delivered(order.id)
    const moves = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        changeAppointment({ action: 'move', reference: order.reference, token: order.token, slot: others[n % others.length]! }),
      ),
    )
    // Three changes an hour per order: the booking and two moves.
    expect(moves.filter((answer) => answer.ok).length).toBeLessThanOrEqual(2)
    expect(moves.filter((answer) => !answer.ok && answer.error === 'tooMany').length).toBeGreaterThan(0)
    expect(moves.filter((answer) => !answer.ok && answer.error === 'failed')).toEqual([])
    const waiting = (await invitationsOf(order.id)).filter((mail) => mail.status === 'pending')
    expect(waiting).toHaveLength(1)
    const stored = (await appointmentOffer(order.reference, order.token))!.appointment!
    expect(waiting[0]!.subject).toContain('déplacé')
    expect(waiting[0]!.text).toContain(formatSlotDay(stored.day, 'fr'))
    // Later changes are refused too until the hour has passed.
    expect(await changeAppointment({ action: 'cancel', reference: order.reference, token: order.token })).toMatchObject({
      ok: false,
      error: 'tooMany',
    })
  })

  it('a booking moved before its mail left is announced once, at the new slot; cancelled, it is never announced', async () => {
    const order = await placed()
    const [first, second] = (await appointmentOffer(order.reference, order.token))!.slots
    expect((await changeAppointment({ action: 'book', reference: order.reference, token: order.token, slot: first! })).ok).toBe(true)
    expect((await changeAppointment({ action: 'move', reference: order.reference, token: order.token, slot: second! })).ok).toBe(true)
    const invitations = await invitationsOf(order.id)
    expect(invitations).toHaveLength(1)
    expect(invitations[0]!.subject).toBe(`Votre rendez-vous d’installation – commande ${order.reference}`)
    expect(invitations[0]!.calendar).toMatch(/METHOD:REQUEST/)
    expect(invitations[0]!.calendar).toMatch(/SEQUENCE:1/)
    expect(invitations[0]!.text).toContain(formatSlotDay(second!.day, 'fr'))

    const inTime = new Date(slotStart(second!).getTime() - 49 * 60 * 60 * 1000)
    expect((await changeAppointment({ action: 'cancel', reference: order.reference, token: order.token }, inTime)).ok).toBe(true)
    expect(await invitationsOf(order.id)).toEqual([])
  })

  it('checks every slot on the server: weekend, too early, beyond the offer, unknown half-day, forged link', async () => {
    const order = await placed()
    const offer = await appointmentOffer(order.reference, order.token)
    const first = offer!.slots[0]!
    let saturday = first.day
    while (weekdayOf(saturday) !== 'sa') saturday = addDays(saturday, 1)
    const book = (slot: { day: string; half: string }, token = order.token) =>
      changeAppointment({ action: 'book', reference: order.reference, token, slot })
    expect(await book({ day: saturday, half: 'morning' })).toMatchObject({ ok: false, error: 'closed' })
    expect(await book({ day: new Date().toISOString().slice(0, 10), half: 'morning' })).toMatchObject({ ok: false, error: 'tooEarly' })
    expect(await book({ day: addDays(first.day, 400), half: 'morning' })).toMatchObject({ ok: false, error: 'invalid' })
    expect(await book({ day: first.day, half: 'evening' })).toMatchObject({ ok: false, error: 'invalid' })
    expect(await book({ day: 'tomorrow', half: 'morning' })).toMatchObject({ ok: false, error: 'invalid' })
    expect(await book(first, `${order.token.slice(0, -2)}xx`)).toMatchObject({ ok: false, error: 'notFound', view: null })
    expect((await orderOf(order.id)).status).toBe('received')
  })

  it('staff calling off the installation free its seat; the appointment is cancelled', async () => {
    const order = await placed()
    const slot = (await appointmentOffer(order.reference, order.token))!.slots[0]!
    const before = await seatsTaken(slot)
    expect((await changeAppointment({ action: 'book', reference: order.reference, token: order.token, slot })).ok).toBe(true)
    expect(await seatsTaken(slot)).toBe(before + 1)
    const payload = await cms()
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'service@example.ch' } }, depth: 0 })
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'confirmed' },
      user: { ...docs[0]!, collection: 'users' as const },
      overrideAccess: false,
      depth: 0,
    })
    expect(await seatsTaken(slot)).toBe(before)
    const appointment = await payload.find({ collection: 'installation-appointments', where: { order: { equals: order.id } }, depth: 0 })
    expect(appointment.docs[0]).toMatchObject({ status: 'cancelled', sequence: 1 })
    // The customer was told once, by the status mail.
    expect((await mailsOf(order.id)).map((mail) => mail.kind).filter((kind) => kind === 'order-status')).toEqual(['order-status'])
    expect((await appointmentOffer(order.reference, order.token))?.appointment).toBeNull()
  })

  it('a mobile-only order books nothing', async () => {
    const order = await placed(
      { offer: 'mobile-plus', hsi_solo_net: false, mysports_earlybird: false, extras: [] },
      { npa: '1896', street: 'route du simplon', number: '2', city: 'Vouvry' },
    )
    expect((await orderOf(order.id)).fulfilment).toBe('delivery')
    expect(await appointmentOffer(order.reference, order.token)).toBeNull()
    const day = addDays(new Date().toISOString().slice(0, 10), 7)
    expect(
      await changeAppointment({ action: 'book', reference: order.reference, token: order.token, slot: { day, half: 'morning' } }),
    ).toMatchObject({ ok: false, error: 'noInstallation' })
    const payload = await cms()
    expect((await payload.find({ collection: 'installation-appointments', where: { order: { equals: order.id } } })).totalDocs).toBe(0)
  })
})
