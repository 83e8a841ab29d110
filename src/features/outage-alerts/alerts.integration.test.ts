import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { cms } from '@/cms/client'

import { registerOutageAlerts } from './dispatch.server'
import { isLinkToken } from './links.server'
import { subscriptionHandler } from './subscribe.server'

beforeAll(() => {
  vi.stubEnv('SITE_HOSTS', 'a.localhost=1,b.localhost=2,c.localhost=3')
  vi.stubEnv('SITE_BASE_URLS', '3=http://c.localhost:3000')
  vi.stubEnv('SITE_ID', '')
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await (await cms()).destroy()
})

const HOUR = 3_600_000

async function mailsTo(email: string) {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { to: { equals: email } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
  })
  return docs
}

describe('outage alerts on the seeded database', () => {
  it('a subscription is stored pending with its confirmation mail; subscribing an active address again sends nothing', async () => {
    const payload = await cms()
    const email = `Integration.${Date.now()}@Example.ch`
    const context = {
      site: 2 as const,
      locale: 'de' as const,
      client: 'test',
      request: new Request('http://b.localhost:3000/api/outage-alerts'),
    }
    expect(await subscriptionHandler.accept({ email, npa: '1946' }, context)).toBe(true)
    const stored = email.toLowerCase()
    const { docs } = await payload.find({ collection: 'outage-subscriptions', where: { email: { equals: stored } }, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ status: 'pending', npa: '1946', site: '2', locale: 'de' })
    const [confirmation] = await mailsTo(stored)
    expect(confirmation).toMatchObject({ kind: 'outage-confirmation', outageSubscription: docs[0]!.id, status: 'pending' })
    expect(confirmation!.text).toContain('/api/outage-alerts/confirm?id=')
    expect(confirmation!.text).toContain('Postleitzahl 1946')

    await payload.update({ collection: 'outage-subscriptions', id: docs[0]!.id, data: { status: 'active' }, depth: 0 })
    expect(await subscriptionHandler.accept({ email, npa: '1946' }, context)).toBe(true)
    expect(await mailsTo(stored)).toHaveLength(1)
  })

  it('mails one inbox 3 times an hour however its address is spelled, whoever asks', async () => {
    const run = Date.now()
    const context = (client: string) => ({
      site: 1 as const,
      locale: 'fr' as const,
      client,
      request: new Request('http://a.localhost:3000/'),
    })
    const spellings = [1, 2, 3, 4, 5].map((tag) => `victim+${tag}@inbox-${run}.example.ch`)
    for (const [index, email] of spellings.entries()) {
      expect(await subscriptionHandler.accept({ email, npa: '1700' }, context(`198.51.100.${index}`))).toBe(true)
    }
    const received = await Promise.all(spellings.map((email) => mailsTo(email)))
    expect(received.map((mails) => mails.length)).toEqual([1, 1, 1, 0, 0])
    // Gmail's dots and case name the same inbox too.
    const gmail = [`Box.${run}@gmail.com`, `box${run}@gmail.com`, `b.o.x.${run}+a@googlemail.com`, `bo.x${run}@gmail.com`]
    for (const [index, email] of gmail.entries())
      await subscriptionHandler.accept({ email, npa: '1700' }, context(`198.51.100.${10 + index}`))
    const gmailMails = await Promise.all(gmail.map((email) => mailsTo(email.toLowerCase())))
    expect(gmailMails.flat()).toHaveLength(3)
  })

  it('mails 5 strangers an hour at most for one client', async () => {
    const run = Date.now()
    const context = {
      site: 1 as const,
      locale: 'fr' as const,
      client: `203.0.113.${run % 250}`,
      request: new Request('http://a.localhost:3000/'),
    }
    const strangers = [1, 2, 3, 4, 5, 6, 7].map((n) => `stranger${n}.${run}@example.ch`)
    for (const email of strangers) expect(await subscriptionHandler.accept({ email, npa: '1700' }, context)).toBe(true)
    const received = await Promise.all(strangers.map((email) => mailsTo(email)))
    expect(received.map((mails) => mails.length)).toEqual([1, 1, 1, 1, 1, 0, 0])
  })

  it('a sign-up through a forged Host links to the configured origin of its site and stores nothing of the headers', async () => {
    const payload = await cms()
    const email = `forged.${Date.now()}@example.ch`
    const request = new Request('http://evil.example/api/outage-alerts', {
      headers: {
        host: 'c.localhost:3000@evil.example',
        'x-forwarded-host': 'evil.example',
        origin: 'http://evil.example',
        referer: 'http://evil.example/',
      },
    })
    // The handler is handed what the edge decided, never the request: its headers cannot reach it.
    const context = { site: 3 as const, locale: 'fr' as const, client: 'test-forged', request }
    expect(await subscriptionHandler.accept({ email, npa: '1783' }, context)).toBe(true)
    const { docs } = await payload.find({ collection: 'outage-subscriptions', where: { email: { equals: email } }, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(JSON.stringify(docs[0])).not.toContain('evil.example')
    const [confirmation] = await mailsTo(email)
    expect(confirmation!.text).not.toContain('evil.example')
    const links = confirmation!.text.match(/https?:\/\/\S+/g) ?? []
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link).toMatch(/^http:\/\/c\.localhost:3000\/api\/outage-alerts\/(confirm|unsubscribe)\?/)
  })

  it('an editor’s event mails its active subscribers once, once more when resolved, never on a second save', async () => {
    registerOutageAlerts()
    const payload = await cms()
    const email = `subscriber.${Date.now()}@example.ch`
    const subscription = await payload.create({
      collection: 'outage-subscriptions',
      data: {
        email,
        npa: '1783',
        site: '3',
        locale: 'de',
        // Stored before links came from the configuration only: never followed again.
        origin: 'http://c.localhost:3000@evil.example',
        status: 'active',
        secret: 'integration-secret',
      },
      depth: 0,
    })
    const pending = await payload.create({
      collection: 'outage-subscriptions',
      data: {
        email: `pending.${email}`,
        npa: '1783',
        site: '3',
        locale: 'fr',
        origin: 'http://c.localhost:3000',
        status: 'pending',
        secret: 'other-secret',
      },
      depth: 0,
    })
    const event = await payload.create({
      collection: 'network-events',
      locale: 'fr',
      data: {
        title: 'Panne à Pensier',
        description: 'Internet coupé.',
        start: new Date(Date.now() - HOUR).toISOString(),
        services: ['internet'],
        npa_list: '1783',
        sites: ['3'],
      },
      depth: 0,
    })
    try {
      const [alert] = await mailsTo(email)
      expect(alert).toMatchObject({ kind: 'outage-alert', outageSubscription: subscription.id })
      // German words around the French title (the event has no German title: the fallback).
      expect(alert!.text).toContain('Ein Ereignis betrifft das Netz an Ihrer Postleitzahl 1783')
      expect(alert!.text).toContain('Panne à Pensier')
      expect(alert!.text).toContain('Betroffene Dienste: Internet')
      const token = new URL(alert!.text.match(/http:\/\/c\.localhost:3000\/api\/outage-alerts\/unsubscribe\?\S+/)![0]).searchParams.get(
        'token',
      )!
      expect(isLinkToken({ id: subscription.id, secret: 'integration-secret' }, token)).toBe(true)
      expect(alert!.text).not.toContain('evil.example')
      expect(await mailsTo(`pending.${email}`)).toHaveLength(0)

      await payload.update({ collection: 'network-events', id: event.id, data: { description: 'Réparation en cours.' }, depth: 0 })
      expect(await mailsTo(email)).toHaveLength(1)

      await payload.update({
        collection: 'network-events',
        id: event.id,
        data: { end: new Date(Date.now() - 60_000).toISOString() },
        depth: 0,
      })
      const mails = await mailsTo(email)
      expect(mails.map((mail) => mail.kind)).toEqual(['outage-alert', 'outage-resolved'])
      const { docs: records } = await payload.find({ collection: 'outage-alerts', where: { event: { equals: event.id } }, depth: 0 })
      expect(records.map((record) => record.kind).sort()).toEqual(['published', 'resolved'])
    } finally {
      await payload.delete({ collection: 'network-events', id: event.id })
      await payload.delete({ collection: 'outage-subscriptions', id: pending.id })
    }
  })
})
