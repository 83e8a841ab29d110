import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startSmtpSink, type ReceivedMail } from '../support/smtp-sink'
import { quietOutbox } from '../support/quiet-outbox'

// Payload's own mails leave through the adapter its configuration builds from SMTP_URL when it is
// loaded: the sink listens before the configuration is imported.
const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url
const { default: config } = await import('@payload-config')
const { handleEndpoints } = await import('payload')
const { cms } = await import('@/cms/client')
const { withGuardedAccountRoutes } = await import('@/cms/auth/account-routes')
const { POST: forgotPassword } = await import('@/app/api/editor/forgot-password/route')
const { deliverDueMails, deliverOutbox, outboxSettled } = await import('@/features/mail/outbox')
const { backgroundSettled } = await import('@/lib/in-background')

const restPost = withGuardedAccountRoutes((request: Request) => handleEndpoints({ config, request }))

let payload: Payload
const accounts: (number | string)[] = []
let clients = 0

beforeAll(async () => {
  vi.stubEnv('SITE_HOSTS', 'a.localhost=1,b.localhost=2,c.localhost=3')
  vi.stubEnv('SITE_BASE_URLS', '2=https://www.b.example.ch')
  vi.stubEnv('SITE_ID', '')
  payload = await cms()
})

afterAll(async () => {
  for (const id of accounts) await payload.delete({ collection: 'users', id })
  await payload.destroy()
  await sink.close()
  delete process.env.SMTP_URL
  vi.unstubAllEnvs()
})

/** Each request from its own client, so the per-client limit on reset mails never answers first. */
function headers(forged: Record<string, string>): Record<string, string> {
  clients += 1
  return { 'content-type': 'application/json', 'x-client-address': `192.0.2.${clients}`, ...forged }
}

/** An account of its own for each request: Payload sends one reset mail per account every 15 s. */
async function account(): Promise<string> {
  const email = `reset-${accounts.length}-${Date.now()}@example.ch`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'Reset-Passw0rd!', role: 'viewer', _verified: true },
    disableVerificationEmail: true,
  })
  accounts.push(user.id)
  return email
}

/** A received mail's text, its quoted-printable undone. */
const decoded = (mail: ReceivedMail | undefined) =>
  (mail?.data ?? '').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** The reset is made after the answer and its mail written to the outbox: sent by the next run. */
async function deliveredAfterAnswer(): Promise<void> {
  await backgroundSettled()
  await outboxSettled()
  await deliverOutbox()
}

/** The link of the one reset mail the request sent to the account, its quoted-printable undone. */
async function mailedLink(send: (email: string) => Promise<Response>): Promise<string> {
  const email = await account()
  const before = sink.messages.length
  expect((await send(email)).status).toBe(200)
  await deliveredAfterAnswer()
  const mails: ReceivedMail[] = sink.messages.slice(before).filter((mail) => mail.to.includes(email))
  expect(mails).toHaveLength(1)
  const body = decoded(mails[0]!)
  expect(body).not.toContain('evil.example')
  return /href="([^"]+)"/.exec(body)![1]!
}

const editorForgot = (forged: Record<string, string>) => (email: string) =>
  forgotPassword(
    new Request('http://localhost/api/editor/forgot-password?locale=de', {
      method: 'POST',
      headers: headers(forged),
      body: JSON.stringify({ email }),
    }),
  )

const restForgot = (forged: Record<string, string>) => (email: string) =>
  restPost(
    new Request('http://localhost/cms-api/users/forgot-password', {
      method: 'POST',
      headers: headers(forged),
      body: JSON.stringify({ email }),
    }),
    undefined,
  )

describe('password reset mails link to the configured origin of the site, never to a request header', () => {
  it('a Host with a known site name before `@` is no host of that site: the default site’s origin', async () => {
    const link = await mailedLink(restForgot({ host: 'b.localhost:3200@evil.example' }))
    expect(link).toMatch(/^http:\/\/a\.localhost\/editor\/reset-password\?token=\w+$/)
  })

  it('the site of a listed Host, on its configured origin, whatever X-Forwarded-Host, Origin and Referer say', async () => {
    const link = await mailedLink(
      restForgot({
        host: 'b.localhost:3000',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        origin: 'https://evil.example',
        referer: 'https://evil.example/editor',
      }),
    )
    expect(link).toMatch(/^https:\/\/www\.b\.example\.ch\/editor\/reset-password\?token=\w+$/)
  })

  it('an unknown Host gets the default site’s origin, through the editor’s own form too', async () => {
    const link = await mailedLink(editorForgot({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }))
    expect(link).toMatch(/^http:\/\/a\.localhost\/de\/editor\/reset-password\?token=\w+$/)
  })
})

describe('the reset routes tell nothing about the address and never wait for SMTP', () => {
  /** Milliseconds to the answer; the reset made after it is let finish before the next one. */
  async function timed(send: (email: string) => Promise<Response>, email: string) {
    const started = performance.now()
    const response = await send(email)
    const ms = performance.now() - started
    const body: unknown = await response.json()
    await backgroundSettled()
    return { ms, status: response.status, body }
  }

  it.each([
    ['Payload’s /cms-api/users/forgot-password', restForgot({ host: 'a.localhost' })],
    ['the editor’s /api/editor/forgot-password', editorForgot({ host: 'a.localhost' })],
  ])('%s answers alike, as soon for an account as for none', async (_, send) => {
    const known: number[] = []
    const unknown: number[] = []
    // In turns, several of each: a loaded machine stretches some answers of either kind, and only
    // work made for the account before the answer moves the quickest one.
    for (let round = 0; round < 8; round += 1) {
      const withAccount = await timed(send, await account())
      const without = await timed(send, `nobody-${round}-${Date.now()}@example.ch`)
      expect(withAccount.status).toBe(200)
      expect(without).toMatchObject({ status: withAccount.status, body: withAccount.body })
      known.push(withAccount.ms)
      unknown.push(without.ms)
    }
    const [quickestKnown, quickestUnknown] = [Math.min(...known), Math.min(...unknown)]
    expect(Math.abs(quickestKnown - quickestUnknown)).toBeLessThanOrEqual(0.2 * Math.max(quickestKnown, quickestUnknown))
  })

  it('with SMTP unset or down, the reset and invitation mails wait in the outbox and leave when SMTP is back', async () => {
    const down = await startSmtpSink()
    const downUrl = down.url
    await down.close()
    const email = await account()
    const invited = `invited-${Date.now()}@example.ch`
    const outboxOf = async (to: string) =>
      (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, depth: 0 })).docs.map((mail) => ({
        kind: mail.kind,
        status: mail.status,
        attempts: mail.attempts,
      }))
    try {
      vi.stubEnv('SMTP_URL', '')
      expect((await restForgot({ host: 'a.localhost' })(email)).status).toBe(200)
      const invitee = await payload.create({ collection: 'users', data: { email: invited, password: 'Invite-Passw0rd!', role: 'viewer' } })
      accounts.push(invitee.id)
      await backgroundSettled()
      expect(await deliverOutbox()).toMatchObject({ skipped: true })
      for (const to of [email, invited]) expect(await outboxOf(to)).toEqual([{ kind: 'account', status: 'pending', attempts: 0 }])

      vi.stubEnv('SMTP_URL', downUrl)
      await deliverOutbox()
      for (const to of [email, invited]) expect(await outboxOf(to)).toEqual([{ kind: 'account', status: 'pending', attempts: 1 }])

      vi.stubEnv('SMTP_URL', sink.url)
      const before = sink.messages.length
      // Delivery runs of their own at the time given: a run under way (a retry timer's) would take a
      // call of deliverOutbox in, at the real time.
      await quietOutbox()
      const later = new Date(Date.now() + 24 * 3600_000)
      while ((await deliverDueMails(later)).sent > 0) continue
      for (const to of [email, invited]) expect(await outboxOf(to)).toEqual([{ kind: 'account', status: 'sent', attempts: 2 }])
      const sent = sink.messages.slice(before)
      expect(decoded(sent.find((mail) => mail.to.includes(email)))).toMatch(/editor\/reset-password\?token=\w+/)
      expect(decoded(sent.find((mail) => mail.to.includes(invited)))).toMatch(/editor\/activate\?token=\w+/)
    } finally {
      vi.stubEnv('SMTP_URL', sink.url)
    }
  })
})
