import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startSmtpSink, type ReceivedMail } from '../support/smtp-sink'

// Payload's own mails leave through the adapter its configuration builds from SMTP_URL when it is
// loaded: the sink listens before the configuration is imported.
const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url
const { default: config } = await import('@payload-config')
const { handleEndpoints } = await import('payload')
const { cms } = await import('@/cms/client')
const { withGuardedAccountRoutes } = await import('@/cms/auth/account-routes')
const { POST: forgotPassword } = await import('@/app/api/editor/forgot-password/route')

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

/** The link of the one reset mail the request sent to the account, its quoted-printable undone. */
async function mailedLink(send: (email: string) => Promise<Response>): Promise<string> {
  const email = await account()
  const before = sink.messages.length
  expect((await send(email)).status).toBe(200)
  const mails: ReceivedMail[] = sink.messages.slice(before).filter((mail) => mail.to.includes(email))
  expect(mails).toHaveLength(1)
  const body = mails[0]!.data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  expect(body).not.toContain('evil.example')
  return /href="([^"]+)"/.exec(body)![1]!
}

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
    const link = await mailedLink((email) =>
      forgotPassword(
        new Request('http://localhost/api/editor/forgot-password?locale=de', {
          method: 'POST',
          headers: headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }),
          body: JSON.stringify({ email }),
        }),
      ),
    )
    expect(link).toMatch(/^http:\/\/a\.localhost\/de\/editor\/reset-password\?token=\w+$/)
  })
})
