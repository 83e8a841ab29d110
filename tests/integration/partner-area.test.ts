import { verify } from '@node-rs/argon2'
import { NextRequest } from 'next/server'
import { afterAll, describe, expect, it } from 'vitest'

import { GET as download } from '@/app/api/partner-area/documents/[id]/route'
import { GET as list } from '@/app/api/partner-area/documents/route'
import { DELETE as signOut, POST as signIn } from '@/app/api/partner-area/session/route'
import { cms } from '@/cms/client'
import type { PartnerDocument } from '@/features/partner-area'
import { DEMO_PARTNER_PASSWORD } from '@/lib/env'

afterAll(async () => (await cms()).destroy())

const BASE = 'http://127.0.0.1/api/partner-area'

function login(password: unknown, client: string, locale = 'fr') {
  return signIn(
    new NextRequest(`${BASE}/session?locale=${locale}`, {
      method: 'POST',
      body: JSON.stringify({ password }),
      headers: { 'content-type': 'application/json', 'x-client-address': client },
    }),
  )
}

const withCookie = (url: string, cookie: string) => new NextRequest(url, { headers: { cookie } })

describe('partner area', () => {
  it('stores the password as an argon2 hash nobody reads through the API', async () => {
    const payload = await cms()
    const stored = await payload.findGlobal({ slug: 'partner-area', showHiddenFields: true })
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verify(stored.passwordHash ?? '', DEMO_PARTNER_PASSWORD)).toBe(true)
    const asApi = await payload.findGlobal({ slug: 'partner-area' })
    expect(JSON.stringify(asApi)).not.toContain('argon2')
    expect(JSON.stringify(asApi)).not.toContain(DEMO_PARTNER_PASSWORD)
    await expect(payload.findGlobal({ slug: 'partner-area', overrideAccess: false })).rejects.toThrow()
  })

  it('answers a wrong password with §8’s text, then locks the client out after 5 wrong tries', async () => {
    const client = '203.0.113.10'
    const first = await login('wrong-password', client)
    expect(first.status).toBe(401)
    expect(((await first.json()) as { detail: string }).detail).toBe('Le mot de passe semble incorrecte')
    expect(((await (await login('nope', client, 'de')).json()) as { detail: string }).detail).toBe('Das Passwort scheint falsch zu sein')
    expect(((await (await login('nope', client, 'en')).json()) as { detail: string }).detail).toBe('The password seems to be incorrect')
    expect((await login('nope', client)).status).toBe(401)
    expect((await login('nope', client)).status).toBe(401)
    const locked = await login(DEMO_PARTNER_PASSWORD, client)
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await login(DEMO_PARTNER_PASSWORD, '203.0.113.11')).status).toBe(204)
  })

  it('signs in with an 8-hour HttpOnly SameSite=Lax cookie, lists and serves the documents, and signs out', async () => {
    const anonymous = await list(new NextRequest(`${BASE}/documents?locale=fr`))
    expect(anonymous.status).toBe(401)

    const response = await login(DEMO_PARTNER_PASSWORD, '203.0.113.20')
    expect(response.status).toBe(204)
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^partner_session=\d{13}\.[\w-]{22}\.[\w-]{43};/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=lax/i)
    expect(setCookie).toMatch(/Max-Age=28800/)
    expect(setCookie).toMatch(/Path=\/api\/partner-area/)
    const cookie = setCookie.split(';')[0] ?? ''

    const listed = await list(withCookie(`${BASE}/documents?locale=de`, cookie))
    expect(listed.status).toBe(200)
    const { documents } = (await listed.json()) as { documents: PartnerDocument[] }
    expect(documents.map((document) => document.title)).toContain('Preisliste für Wiederverkäufer')
    expect(documents.map((document) => document.date)).toEqual([...documents.map((document) => document.date)].sort().reverse())
    const first = documents[0] as PartnerDocument

    const file = await download(withCookie(`http://127.0.0.1${first.href}`, cookie), { params: Promise.resolve({ id: String(first.id) }) })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/)
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const refused = await download(new NextRequest(`http://127.0.0.1${first.href}`), { params: Promise.resolve({ id: String(first.id) }) })
    expect(refused.status).toBe(401)
    const forged = await download(
      withCookie(
        `http://127.0.0.1${first.href}`,
        cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
      ),
      {
        params: Promise.resolve({ id: String(first.id) }),
      },
    )
    expect(forged.status).toBe(401)

    const out = await signOut(withCookie(`${BASE}/session`, cookie))
    expect(out.headers.get('set-cookie')).toMatch(/^partner_session=;.*Max-Age=0/i)
  })

  it('refuses a signed-out token for the rest of its 8 hours, and only that one', async () => {
    const [kept, ended] = await Promise.all(
      ['203.0.113.40', '203.0.113.41'].map(
        async (client) => ((await login(DEMO_PARTNER_PASSWORD, client)).headers.get('set-cookie') ?? '').split(';')[0] ?? '',
      ),
    )
    expect((await list(withCookie(`${BASE}/documents`, ended!))).status).toBe(200)
    expect((await signOut(withCookie(`${BASE}/session`, ended!))).status).toBe(204)
    // A copy of the cookie kept after the sign-out is refused.
    expect((await list(withCookie(`${BASE}/documents`, ended!))).status).toBe(401)
    expect((await list(withCookie(`${BASE}/documents`, kept!))).status).toBe(200)
  })

  it('ends every session when editors set a new password', async () => {
    const payload = await cms()
    const response = await login(DEMO_PARTNER_PASSWORD, '203.0.113.30')
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect((await list(withCookie(`${BASE}/documents`, cookie))).status).toBe(200)
    await payload.updateGlobal({ slug: 'partner-area', data: { newPassword: 'another-password-2026' } })
    try {
      expect((await list(withCookie(`${BASE}/documents`, cookie))).status).toBe(401)
      expect((await login('another-password-2026', '203.0.113.31')).status).toBe(204)
      // Saving the settings without typing a password keeps the current one.
      await payload.updateGlobal({ slug: 'partner-area', data: {} })
      expect((await login('another-password-2026', '203.0.113.32')).status).toBe(204)
    } finally {
      await payload.updateGlobal({ slug: 'partner-area', data: { newPassword: DEMO_PARTNER_PASSWORD } })
    }
  })
})
