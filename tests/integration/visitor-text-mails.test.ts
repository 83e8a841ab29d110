import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/forms/[kind]/route'
import { cms } from '@/cms/client'
import { createFormChallenge } from '@/features/forms/server'
import { placeOrder } from '@/features/order/place-order.server'

import { solveFormChallenge } from '../support/altcha'
import { contactAnswers } from '../support/contact-answers'

afterAll(async () => (await cms()).destroy())
beforeEach(() => {
  vi.stubEnv('ALTCHA_MAX_NUMBER', '200')
  vi.stubEnv('SMTP_URL', '')
})
afterEach(() => vi.unstubAllEnvs())

/** What a visitor could type to forge a line of the operator's: a header-like line after a CR/LF. */
const FORGED = 'Bcc: attacker@evil.example'
/** NUL and the other controls, a lone surrogate, every kind of line break. */
const HOSTILE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]|\p{Cs}/u

let client = 0
async function submitContact(answers: Record<string, unknown>) {
  const body = new FormData()
  body.set('answers', JSON.stringify(contactAnswers(answers)))
  body.set('altcha', await solveFormChallenge(await createFormChallenge()))
  body.set('website', '')
  client += 1
  const request = new Request('http://127.0.0.1/api/forms/contact?locale=fr', {
    method: 'POST',
    body,
    headers: { host: 'a.localhost', 'x-client-address': `198.51.100.${client}` },
  })
  const response = await POST(request, { params: Promise.resolve({ kind: 'contact' }) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function outbox(where: { submission: number } | { order: number }) {
  const [key, id] = Object.entries(where)[0]!
  const { docs } = await (await cms()).find({ collection: 'outbox', where: { [key]: { equals: id } }, depth: 0 })
  // By name here: PostgreSQL sorts the kind's enum in its declared order.
  return docs.sort((a, b) => a.kind.localeCompare(b.kind))
}

/** No line of the mail starts as the forged one: each line a visitor typed sits after a label or behind "> ". */
function expectNoForgedLine(text: string) {
  for (const line of text.split('\n')) expect(line.startsWith('Bcc:'), line).toBe(false)
  expect(text).not.toMatch(HOSTILE)
}

describe('nothing a visitor types forges a line of a mail (forms)', () => {
  it('a message with CR/LF, NUL and a lone surrogate is stored normalised and mailed as a quoted block', async () => {
    const message = `Bonjour,\r\n${FORGED}\r\nMa connexion\u0000 est lente \uD800 le soir.\u2028Merci`
    const { status, body } = await submitContact({ message, firstName: 'Léa\r\nMarie', lastName: 'Ros\u0000sier' })
    expect(status).toBe(200)
    const payload = await cms()
    const stored = (await payload.find({ collection: 'form-submissions', where: { reference: { equals: body.reference } }, depth: 0 }))
      .docs[0]
    const answers = stored?.answers as Record<string, string>
    expect(answers.message).toBe(`Bonjour,\n${FORGED}\nMa connexion est lente \uFFFD le soir.\nMerci`)
    expect([answers.firstName, answers.lastName]).toEqual(['Léa Marie', 'Rossier'])
    const mails = await outbox({ submission: stored!.id })
    expect(mails.map((mail) => mail.kind)).toEqual(['form-acknowledgement', 'form-request'])
    for (const mail of mails) {
      expectNoForgedLine(mail.text)
      expectNoForgedLine(mail.subject)
      expect(mail.text).toContain(`:\n> Bonjour,\n> ${FORGED}\n> Ma connexion est lente \uFFFD le soir.\n> Merci\n`)
    }
    expect(mails[1]?.text).toContain('Prénom: Léa Marie\n')
  })

  it('a one-line field with a line break and a header is refused by its characters, nothing stored', async () => {
    const before = (await (await cms()).count({ collection: 'form-submissions' })).totalDocs
    const { status, body } = await submitContact({ lastName: `Rossier\r\n${FORGED}` })
    expect(status).toBe(400)
    expect(body.errors).toMatchObject({ lastName: expect.any(String) })
    expect((await (await cms()).count({ collection: 'form-submissions' })).totalDocs).toBe(before)
  })
})

describe('nothing a visitor types forges a line of a mail (orders)', () => {
  const customer = {
    civility: 'mrs',
    firstName: 'Léa\r\nAnne',
    lastName: 'Ros\u0000sier',
    birthDate: '1988-04-12',
    email: 'lea.rossier@example.ch',
    phone: '+41 79 555 12 34',
    complement: '2e étage\u2028\u0000bis',
  }
  const order = (overrides: Record<string, unknown> = {}) => ({
    audience: 'private',
    locale: 'fr',
    selection: { offer: 'duo-1g-tv', hsi_solo_net: false, mysports_earlybird: false },
    address: { npa: '1936', street: 'route des creux', number: '3', city: 'Verbier' },
    customer,
    ...overrides,
  })

  it('names and the complement are stored and mailed on one line each, without controls', async () => {
    const result = await placeOrder(1, order())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const payload = await cms()
    const stored = (await payload.find({ collection: 'orders', where: { reference: { equals: result.reference } }, depth: 0 })).docs[0]
    expect(stored).toMatchObject({ firstName: 'Léa Anne', lastName: 'Rossier', complement: '2e étage bis' })
    const mails = await outbox({ order: stored!.id })
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      expectNoForgedLine(mail.text)
      expect(mail.text).toContain('Madame Léa Anne Rossier\n')
      expect(mail.text).toContain('Route des Creux 3, 1936 Verbier (2e étage bis)\n')
    }
  })

  it('a header typed into a name, the street or the complement is refused; no order is stored', async () => {
    const payload = await cms()
    const before = (await payload.count({ collection: 'orders' })).totalDocs
    for (const hostile of [
      order({ customer: { ...customer, lastName: `Rossier\r\n${FORGED}` } }),
      order({ customer: { ...customer, complement: `2e\r\n${FORGED}` } }),
      order({ address: { npa: '1936', street: `route des creux\r\n${FORGED}`, number: '3', city: 'Verbier' } }),
    ]) {
      expect(await placeOrder(1, hostile)).toMatchObject({ ok: false })
    }
    expect((await payload.count({ collection: 'orders' })).totalDocs).toBe(before)
  })
})
