import type { PayloadRequest } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ACCOUNT_MAIL_LOCALE } from '../fields/options'
import { invitationMail, resetPasswordMail } from './account-mails'

function request(host: string, context: Record<string, unknown> = {}): PayloadRequest {
  return { url: 'http://127.0.0.1:3000/api/editor/forgot-password', headers: new Headers({ host }), context } as unknown as PayloadRequest
}

beforeEach(() => vi.stubEnv('SITE_HOSTS', 'a.localhost=1,b.localhost=2'))
afterEach(() => vi.unstubAllEnvs())

describe("Payload's account mails", () => {
  it('link the reset page of the site and language the visitor used', () => {
    const req = request('b.localhost:3000', { [ACCOUNT_MAIL_LOCALE]: 'de' })
    const user = { email: 'anna@example.ch', name: 'Anna', language: 'fr' }
    const html = resetPasswordMail.html({ req, token: 'abc123', user })
    expect(html).toContain('href="http://b.localhost:3000/de/editor/reset-password?token=abc123"')
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

  it("an administrator's invitation is in the invitee's language, on the site the administrator used", () => {
    const user = { email: 'new@example.ch', name: '', language: 'en' }
    const html = invitationMail.html({ req: request('a.localhost:3000'), token: 'tok', user })
    expect(html).toContain('http://a.localhost:3000/en/editor/activate?token=tok')
    expect(html).toContain('Hello new@example.ch,')
    expect(invitationMail.subject({ req: request('a.localhost:3000'), token: 'tok', user })).toBe('Your invitation to the editor area')
  })

  it('never puts a host the site map does not list into a mail', () => {
    const html = invitationMail.html({ req: request('evil.example'), token: 'tok', user: { email: 'x@example.ch' } })
    expect(html).toContain('http://127.0.0.1:3000/editor/activate?token=tok')
    expect(html).not.toContain('evil.example')
  })

  it('escapes the name an account carries', () => {
    const html = invitationMail.html({ req: request('a.localhost'), token: 'tok', user: { email: 'x@example.ch', name: '<b>Eve</b>' } })
    expect(html).not.toContain('<b>Eve')
    expect(html).toContain('&#60;b&#62;Eve')
  })
})
