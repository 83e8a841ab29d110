import type { PayloadRequest } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ACCOUNT_MAIL_LOCALE } from '../fields/options'
import { invitationMail, resetPasswordMail } from './account-mails'

function request(host: string, context: Record<string, unknown> = {}): PayloadRequest {
  return { url: 'http://127.0.0.1:3000/api/editor/forgot-password', headers: new Headers({ host }), context } as unknown as PayloadRequest
}

beforeEach(() => {
  vi.stubEnv('SITE_HOSTS', 'a.localhost=1,b.localhost=2')
  vi.stubEnv('SITE_BASE_URLS', '2=https://www.b.example.ch')
  vi.stubEnv('SITE_URL_SCHEME', 'http')
  vi.stubEnv('SITE_ID', '')
})
afterEach(() => vi.unstubAllEnvs())

describe("Payload's account mails", () => {
  it('link the reset page of the site and language the visitor used, on the site’s configured origin', () => {
    const req = request('b.localhost:3000', { [ACCOUNT_MAIL_LOCALE]: 'de' })
    const user = { email: 'anna@example.ch', name: 'Anna', language: 'fr' }
    const html = resetPasswordMail.html({ req, token: 'abc123', user })
    expect(html).toContain('href="https://www.b.example.ch/de/editor/reset-password?token=abc123"')
    expect(html).toContain('Guten Tag Anna')
    expect(resetPasswordMail.subject({ req, token: 'abc123', user })).toBe('Neues Passwort wählen')
  })

  it('French links carry no prefix', () => {
    const html = resetPasswordMail.html({
      req: request('a.localhost', { [ACCOUNT_MAIL_LOCALE]: 'fr' }),
      token: 't',
      user: { email: 'x@example.ch' },
    })
    expect(html).toContain('http://a.localhost/editor/reset-password?token=t')
  })

  it("an administrator's invitation is in the invitee's language, on the site the administrator used (its first SITE_HOSTS host)", () => {
    const user = { email: 'new@example.ch', name: '', language: 'en' }
    const html = invitationMail.html({ req: request('a.localhost:3000'), token: 'tok', user })
    expect(html).toContain('href="http://a.localhost/en/editor/activate?token=tok"')
    expect(html).toContain('Hello new@example.ch,')
    // §8 sign-up success: accounts are created by invitation, so the invitation says it.
    expect(html).toContain('Your account has been created successfully.')
    expect(invitationMail.subject({ req: request('a.localhost:3000'), token: 'tok', user })).toBe('Your invitation to the editor area')
  })

  it('never puts a host of a request into a mail: an unknown or forged Host gets the default site’s origin', () => {
    for (const host of ['evil.example', 'b.localhost:3200@evil.example', 'b.localhost/evil.example']) {
      const html = invitationMail.html({ req: request(host), token: 'tok', user: { email: 'x@example.ch' } })
      expect(html, host).toContain('href="http://a.localhost/editor/activate?token=tok"')
      expect(html, host).not.toContain('evil.example')
    }
  })

  it('without a request (a local call), the default site’s origin', () => {
    expect(invitationMail.html({ token: 'tok', user: { email: 'x@example.ch' } })).toContain(
      'href="http://a.localhost/editor/activate?token=tok"',
    )
  })

  it('escapes the name an account carries', () => {
    const html = invitationMail.html({ req: request('a.localhost'), token: 'tok', user: { email: 'x@example.ch', name: '<b>Eve</b>' } })
    expect(html).not.toContain('<b>Eve')
    expect(html).toContain('&#60;b&#62;Eve')
  })
})
