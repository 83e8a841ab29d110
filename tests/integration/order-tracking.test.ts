import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { cms } from '@/cms/client'
import { placeOrder } from '@/features/order/place-order.server'

import { orderSubmission } from '../support/order-request'

import { registerOrderTracking } from '@/features/order-tracking/status-changes.server'
import { orderMatches, orderOfLink } from '@/features/order-tracking/tracked-order.server'
import { mailNewLink } from '@/features/order-tracking/link-renewal.server'
import { trackingLinkState, trackingPath } from '@/features/order-tracking/links.server'
import { appointmentOffer } from '@/features/appointments/server'
import { signedToken } from '@/lib/signed-token'

beforeAll(() => {
  vi.stubEnv('SITE_HOSTS', 'a.localhost=1,b.localhost=2,c.localhost=3')
  vi.stubEnv('SITE_BASE_URLS', '')
  vi.stubEnv('SITE_ID', '')
  registerOrderTracking()
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await (await cms()).destroy()
})

async function placed(locale: 'fr' | 'de', email: string) {
  const result = await placeOrder(1, orderSubmission(email, { locale, complement: '' }))
  if (!result.ok) throw new Error(JSON.stringify(result))
  const link = new URL(result.tracking, 'http://a.localhost')
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'orders', where: { reference: { equals: result.reference } }, depth: 0 })
  return { ...result, id: docs[0]!.id, token: link.searchParams.get('token') ?? '', path: link.pathname }
}

async function mailsOf(order: number) {
  const payload = await cms()
  return (await payload.find({ collection: 'outbox', where: { order: { equals: order } }, sort: 'createdAt', depth: 0, pagination: false }))
    .docs
}

async function staff() {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'service@example.ch' } }, depth: 0 })
  return { ...docs[0]!, collection: 'users' as const }
}

async function setStatus(id: number, status: 'confirmed' | 'installation-booked' | 'installed' | 'cancelled' | 'received') {
  const payload = await cms()
  return payload.update({ collection: 'orders', id, data: { status }, user: await staff(), overrideAccess: false, depth: 0 })
}

/** The message a refused save gives on its status field (shown beside the field in the admin). */
async function refusal(save: Promise<unknown>): Promise<string> {
  const error = await save.then(
    () => null,
    (rejection: unknown) => rejection as { data?: { errors?: { path: string; message: string }[] } },
  )
  const field = error?.data?.errors?.find((entry) => entry.path === 'status')
  return field?.message ?? 'saved'
}

describe('order tracking on the seeded database', () => {
  it('a placed order is received, its signed link opens it, and the confirmation mail carries the link', async () => {
    const order = await placed('fr', `tracked.${Date.now()}@example.ch`)
    expect(order.path).toBe('/commande/suivi')
    expect(new URL(order.tracking, 'http://a.localhost').searchParams.get('ref')).toBe(order.reference)

    const tracked = await orderOfLink(order.reference, order.token)
    expect(tracked).toMatchObject({
      reference: order.reference,
      locale: 'fr',
      status: 'received',
      needsInstallation: true,
      locality: '1936 Verbier',
    })
    expect(tracked?.history).toEqual([{ status: 'received', at: expect.any(String) }])
    expect(tracked?.quote.lines.map((line) => line.slug)).toContain('duo-1g-tv')
    // What the page gets holds nothing of the customer but the chosen offer and the locality.
    expect(JSON.stringify(tracked)).not.toMatch(/Charge|Léa|tracked\.|\+41|1988/)

    const [confirmation] = (await mailsOf(order.id)).filter((mail) => mail.kind === 'customer-confirmation')
    expect(confirmation!.text).toContain(`http://a.localhost${order.tracking}`)

    expect(await orderOfLink(order.reference, `${order.token.slice(0, -2)}xx`)).toBeNull()
    expect(await orderOfLink(order.reference, '')).toBeNull()
    const other = await placed('fr', `other.${Date.now()}@example.ch`)
    expect(await orderOfLink(other.reference, order.token)).toBeNull()
  })

  it('staff move an order along its course: each change is recorded with who and when, and mailed once in the order’s language', async () => {
    const email = `course.${Date.now()}@example.ch`
    const order = await placed('de', email)
    const service = await staff()
    const before = Date.now()

    await setStatus(order.id, 'confirmed')
    await setStatus(order.id, 'installation-booked')
    const payload = await cms()
    const saved = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
    expect(saved.statusHistory?.map(({ status, by, byName }) => ({ status, by, byName }))).toEqual([
      { status: 'received', by: null, byName: null },
      { status: 'confirmed', by: service.id, byName: 'Sandro Service' },
      { status: 'installation-booked', by: service.id, byName: 'Sandro Service' },
    ])
    expect(Date.parse(saved.statusHistory![2]!.at)).toBeGreaterThanOrEqual(before)

    const statusMails = (await mailsOf(order.id)).filter((mail) => mail.kind === 'order-status')
    expect(statusMails.map((mail) => mail.subject)).toEqual([
      `Ihre Bestellung ${order.reference}: Bestellung bestätigt`,
      `Ihre Bestellung ${order.reference}: Installation geplant`,
    ])
    expect(statusMails.every((mail) => mail.to === email && mail.status === 'pending')).toBe(true)
    expect(statusMails[1]!.text).toContain('Ein Techniker kommt')
    // Each mail carries a link issued with it (links rotate and expire): the order's, in German, open.
    const mailed = /http:\/\/a\.localhost\/de\/bestellung\/status\?ref=(\S+)&token=([\w-]+)/.exec(statusMails[1]!.text)
    expect(mailed?.[1]).toBe(order.reference)
    expect(trackingLinkState(order.reference, mailed?.[2] ?? '')).toBe('valid')

    // A save that keeps the status (another field, the history sent back) mails nothing and rewrites no history.
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'installation-booked', complement: '3e étage', statusHistory: [] },
      user: service,
      overrideAccess: false,
      depth: 0,
    })
    expect((await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })).statusHistory).toHaveLength(3)
    expect((await mailsOf(order.id)).filter((mail) => mail.kind === 'order-status')).toHaveLength(2)

    const tracked = await orderOfLink(order.reference, order.token)
    expect(tracked?.history.map((record) => record.status)).toEqual(['received', 'confirmed', 'installation-booked'])
  })

  it('customer service reads who changed a status by name, and no more of an account it may not read', async () => {
    const order = await placed('fr', `who.${Date.now()}@example.ch`)
    const payload = await cms()
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'admin@example.ch' } }, depth: 0 })
    const admin = { ...docs[0]!, collection: 'users' as const }
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'confirmed' },
      user: admin,
      overrideAccess: false,
      depth: 0,
    })

    const read = await payload.findByID({ collection: 'orders', id: order.id, depth: 1, user: await staff(), overrideAccess: false })
    const change = read.statusHistory?.[1]
    expect(change?.status).toBe('confirmed')
    expect(change?.byName).toBe('Administrator')
    expect(typeof change?.by === 'object' ? change.by : null).toBeNull()
    expect(JSON.stringify(read.statusHistory)).not.toContain('admin@example.ch')
  })

  it('a change the course does not allow is refused: status, history and mails stay as they were', async () => {
    const order = await placed('fr', `refused.${Date.now()}@example.ch`)
    expect(await refusal(setStatus(order.id, 'installed'))).toBe(
      'This status change is not allowed (received → installed): an order moves forward one step at a time.',
    )
    await setStatus(order.id, 'cancelled')
    expect(await refusal(setStatus(order.id, 'confirmed'))).toBe(
      'An installed or cancelled order no longer changes status (cancelled → confirmed).',
    )
    const payload = await cms()
    const saved = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
    expect(saved.status).toBe('cancelled')
    expect(saved.statusHistory?.map((entry) => entry.status)).toEqual(['received', 'cancelled'])
    expect(saved.statusHistory?.[1]?.by).toBe((await staff()).id)
    const statusMails = (await mailsOf(order.id)).filter((mail) => mail.kind === 'order-status')
    expect(statusMails.map((mail) => mail.subject)).toEqual([`Votre commande ${order.reference} : Annulée`])
  })

  it('the lookup finds an order by its reference and installation postal code only', async () => {
    const order = await placed('fr', `lookup.${Date.now()}@example.ch`)
    expect(await orderMatches(order.reference, '1936')).toBe(true)
    expect(await orderMatches(order.reference, '1937')).toBe(false)
    expect(await orderMatches('CMD-1999-000001', '1936')).toBe(false)
  })

  it('a reference is a random code, not the order’s id: no one counts through them; one given before still opens its order', async () => {
    const orders = []
    for (let n = 0; n < 4; n++) orders.push(await placed('fr', `random.${n}.${Date.now()}@example.ch`))
    for (const order of orders) expect(order.reference).toMatch(/^CMD-\d{4}-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/)
    expect(new Set(orders.map((order) => order.reference.slice(-8))).size).toBe(4)

    const payload = await cms()
    const earlier = `CMD-2026-${String(orders[0]!.id).padStart(6, '0')}`
    await payload.update({ collection: 'orders', id: orders[0]!.id, data: { reference: earlier }, depth: 0 })
    expect(await orderMatches(earlier, '1936')).toBe(true)
    const link = new URL(trackingPath('fr', earlier), 'http://a.localhost')
    expect(await orderOfLink(earlier, link.searchParams.get('token') ?? '')).toMatchObject({ reference: earlier })
  })

  it('a link opens its order for its lifetime only; the one mailed before links expired no longer does', async () => {
    const order = await placed('fr', `lifetime.${Date.now()}@example.ch`)
    const issued = new Date(Date.now() - 31 * 24 * 60 * 60_000)
    const old = new URL(trackingPath('fr', order.reference, issued), 'http://a.localhost').searchParams.get('token') ?? ''
    expect(await orderOfLink(order.reference, order.token)).toMatchObject({ reference: order.reference })
    expect(await orderOfLink(order.reference, old)).toBeNull()
    expect(await appointmentOffer(order.reference, old)).toBeNull()
    expect(await orderOfLink(order.reference, signedToken('order-tracking', order.reference))).toBeNull()
    expect(trackingLinkState(order.reference, old)).toBe('expired')
  })

  it('a new link is mailed through the outbox to the order’s own address, for the right pair only, a few times a day', async () => {
    const email = `renewal.${Date.now()}@example.ch`
    const order = await placed('de', email)
    const before = await mailsOf(order.id)
    await mailNewLink(order.reference, '1937')
    await mailNewLink('CMD-2026-K7QF3XMP', '1936')
    expect(await mailsOf(order.id)).toHaveLength(before.length)

    await mailNewLink(order.reference, '1936')
    const mails = (await mailsOf(order.id)).filter((mail) => mail.kind === 'order-link')
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: email, subject: `Ihre Bestellung ${order.reference}: neuer Link` })
    const link = /http:\/\/a\.localhost(\/de\/\S+)/.exec(mails[0]!.text)?.[1] ?? ''
    const token = new URL(link, 'http://a.localhost').searchParams.get('token') ?? ''
    expect(trackingLinkState(order.reference, token)).toBe('valid')
    expect(await orderOfLink(order.reference, token)).toMatchObject({ reference: order.reference })

    await mailNewLink(order.reference, '1936')
    await mailNewLink(order.reference, '1936')
    await mailNewLink(order.reference, '1936')
    expect((await mailsOf(order.id)).filter((mail) => mail.kind === 'order-link')).toHaveLength(3)
  })
})
