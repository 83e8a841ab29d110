import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/forms/[kind]/route'
import { cms } from '@/cms/client'
import { deliverDueMails } from '@/features/mail/outbox'
import { createFormChallenge } from '@/features/forms/server'

import { solveFormChallenge } from '../support/altcha'
import { contactAnswers } from '../support/contact-answers'
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink'
import { quietOutbox } from '../support/quiet-outbox'

afterAll(async () => (await cms()).destroy())

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
)

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()}`
}

const contact = (npa: string, extra: Record<string, unknown> = {}) => contactAnswers({ npa, ...extra })

let client = 0
async function submit(
  kind: string,
  answers: unknown,
  options: { files?: File[]; challenge?: string | null; honeypot?: string; locale?: string } = {},
) {
  const body = new FormData()
  body.set('answers', JSON.stringify(answers))
  for (const file of options.files ?? []) body.append('files', file)
  body.set('altcha', options.challenge === undefined ? await solveFormChallenge(await createFormChallenge()) : (options.challenge ?? ''))
  body.set('website', options.honeypot ?? '')
  client += 1
  const request = new Request(`http://127.0.0.1/api/forms/${kind}?locale=${options.locale ?? 'fr'}`, {
    method: 'POST',
    body,
    headers: { host: 'a.localhost', 'x-client-address': `192.0.2.${client}` },
  })
  const response = await POST(request, { params: Promise.resolve({ kind }) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function submission(reference: unknown) {
  const { docs } = await (await cms()).find({ collection: 'form-submissions', where: { reference: { equals: reference } }, depth: 0 })
  return docs[0]
}

async function counts() {
  const payload = await cms()
  const count = async (collection: 'form-submissions' | 'form-attachments' | 'outbox') => (await payload.count({ collection })).totalDocs
  return { submissions: await count('form-submissions'), attachments: await count('form-attachments'), outbox: await count('outbox') }
}

beforeEach(() => {
  vi.stubEnv('ALTCHA_MAX_NUMBER', '200')
  vi.stubEnv('SMTP_URL', '')
})
afterEach(() => vi.unstubAllEnvs())

describe('POST /api/forms/{kind}: stored, routed, mailed', () => {
  it.each([
    ['1934', 'info@teleentremont.ch', 371],
    ['1896', 'info@voe.ch', 372],
    ['1904', 'info@seic.ch', 373],
    ['1920', 'info@sinergy.ch', 374],
    ['1700', 'info@netplus-fribourg.ch', 376],
    ['8001', 'service@netplus.ch', null],
  ])('a contact request from %s goes to %s', async (npa, recipient, distributor) => {
    const { status, body } = await submit('contact', contact(npa))
    expect(status).toBe(200)
    expect(body.reference).toMatch(/^REQ-\d{4}-\d{6}$/)
    expect(await submission(body.reference)).toMatchObject({
      kind: 'contact',
      site: '1',
      recipient,
      distributor,
      npa,
      email: 'lea.rossier@example.ch',
      phone: '+41795551234',
    })
  })

  it('a move goes to the network of the new address; dates come back as ISO days', async () => {
    const answers = {
      firstName: 'Marc',
      lastName: 'Bapst',
      clientNumber: '998877',
      email: 'marc.bapst@example.ch',
      phone: { countryCode: '+41', number: '026 350 11 20' },
      oldAddress: { street: 'Route des Creux', number: '3', npa: '1936', city: 'Verbier', apartment: '', releaseDate: inDays(25) },
      newAddress: { street: 'Boulevard de Pérolles', number: '25', npa: '1700', city: 'Fribourg', apartment: '2e', entryDate: inDays(25) },
      remark: '',
      fees: true,
    }
    const { status, body } = await submit('moving', answers, { locale: 'de' })
    expect(status).toBe(200)
    const stored = await submission(body.reference)
    expect(stored).toMatchObject({ kind: 'moving', recipient: 'info@netplus-fribourg.ch', locale: 'de' })
    expect((stored?.answers as { newAddress: { entryDate: string } }).newAddress.entryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const soon = await submit('moving', { ...answers, newAddress: { ...answers.newAddress, entryDate: inDays(10) } })
    expect(soon.status).toBe(400)
    expect((soon.body.errors as Record<string, string>)['newAddress.entryDate']).toBe('forms.validation.dateMinDays?days=21')
  })

  it('bad answers: problem+json with message keys per field, nothing stored', async () => {
    const before = await counts()
    const { status, body } = await submit('cancellation', { clientNumber: 'abc', date: '01.01.2020', confirmation: false })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      type: 'about:blank',
      status: 400,
      detail: 'Une erreur est survenue lors du traitement de votre demande. Veuillez réessayer plus tard ou contacter notre support.',
    })
    expect(body.errors).toMatchObject({
      date: 'forms.validation.datePast',
      confirmation: 'forms.validation.checked',
      firstName: 'forms.validation.required',
    })
    expect(await counts()).toEqual(before)
  })

  it('files: checked by content, size and count; a refused file stores nothing', async () => {
    const before = await counts()
    const exe = new File([Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1000)])], 'facture.pdf', { type: 'application/pdf' })
    expect((await submit('contact', contact('1934'), { files: [exe] })).body.errors).toEqual({
      'files.0': 'forms.validation.fileType?name=facture.pdf',
    })
    const big = new File([Buffer.alloc(3 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' })
    expect((await submit('contact', contact('1934'), { files: [big] })).body.errors).toEqual({
      'files.0': 'forms.validation.fileSize?size=2&unit=MB&name=scan.pdf',
    })
    // Each bad file has its own message, by its place in the list; the good one none.
    const photo = new File([PNG], 'photo.png', { type: 'image/png' })
    const renamed = new File([Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1000)])], 'devis.pdf', { type: 'application/pdf' })
    expect((await submit('contact', contact('1934'), { files: [exe, photo, renamed] })).body.errors).toEqual({
      'files.0': 'forms.validation.fileType?name=facture.pdf',
      'files.2': 'forms.validation.fileType?name=devis.pdf',
    })
    const script = new File(['x'], 'virus.exe', { type: 'application/octet-stream' })
    expect((await submit('contact', contact('1934'), { files: [big, script] })).body.errors).toEqual({
      'files.0': 'forms.validation.fileSize?size=2&unit=MB&name=scan.pdf',
      'files.1': 'forms.validation.fileType?name=virus.exe',
    })
    const six = Array.from({ length: 6 }, (_, index) => new File([PNG], `photo-${index}.png`, { type: 'image/png' }))
    expect((await submit('contact', contact('1934'), { files: six })).body.errors).toEqual({ files: 'forms.validation.fileMax?count=5' })
    expect(await counts()).toEqual(before)
  })

  it('a file that passes by its first bytes but cannot be read is refused on its field; nothing is stored', async () => {
    const before = await counts()
    // A PDF header with neither objects nor a cross-reference table.
    const pdf = new File([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\nnothing else\n', 'latin1')], 'contrat.pdf', { type: 'application/pdf' })
    // A JPEG start-of-image marker, then a web page.
    const jpeg = new File(
      [Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.from('<html><body>hello</body></html>')])],
      'photo.jpg',
      {
        type: 'image/jpeg',
      },
    )
    for (const file of [pdf, jpeg]) {
      const { status, body } = await submit('contact', contact('1934'), { files: [file] })
      expect(status).toBe(400)
      expect(body.errors).toEqual({ 'files.0': `forms.validation.fileUnreadable?name=${file.name}` })
    }
    expect(await counts()).toEqual(before)
  })

  it('the honeypot looks accepted and stores nothing; a missing or replayed security code is refused', async () => {
    const before = await counts()
    expect(await submit('contact', contact('1934'), { honeypot: 'https://spam.example' })).toEqual({
      status: 200,
      body: { ok: true, reference: null },
    })
    expect((await submit('contact', contact('1934'), { challenge: null })).body.errors).toEqual({ altcha: 'forms.validation.challenge' })
    expect(await counts()).toEqual(before)
    const code = await solveFormChallenge(await createFormChallenge())
    expect((await submit('contact', contact('1934'), { challenge: code })).status).toBe(200)
    expect((await submit('contact', contact('1934'), { challenge: code })).status).toBe(400)
  })

  it('a flood from one client gets 429 in its language', async () => {
    const body = new FormData()
    body.set('answers', '{}')
    let last: Response | null = null
    for (let attempt = 0; attempt < 6; attempt++) {
      last = await POST(
        new Request('http://127.0.0.1/api/forms/contact?locale=de', {
          method: 'POST',
          body,
          headers: { 'x-client-address': '192.0.2.250' },
        }),
        { params: Promise.resolve({ kind: 'contact' }) },
      )
    }
    expect(last?.status).toBe(429)
    expect(((await last?.json()) as { detail: string }).detail).toContain('Zu viele Anfragen')
  })

  it('SMTP down: the request waits in the outbox, then leaves with its attachment when SMTP is back', async () => {
    const { body } = await submit('contact', contact('1896'), {
      files: [new File([PNG], 'modem.png', { type: 'image/png' })],
      locale: 'en',
    })
    const stored = await submission(body.reference)
    expect(stored?.attachments).toHaveLength(1)
    const payload = await cms()
    const mails = await payload.find({ collection: 'outbox', where: { submission: { equals: stored?.id } }, depth: 0 })
    const byKind = [...mails.docs].sort((a, b) => b.kind.localeCompare(a.kind))
    expect(byKind.map((mail) => [mail.kind, mail.to, mail.status])).toEqual([
      ['form-request', 'info@voe.ch', 'pending'],
      ['form-acknowledgement', 'lea.rossier@example.ch', 'pending'],
    ])
    expect(byKind[1]?.text).toContain('Your request has been sent to us')
    let sink: SmtpSink | null = null
    try {
      sink = await startSmtpSink()
      vi.stubEnv('SMTP_URL', sink.url)
      // One run sends a batch; drain every request of this file so later files start from an empty outbox.
      // Delivery runs of their own at the time given: a run under way (a retry timer's) would take a
      // call of deliverOutbox in, at the real time.
      await quietOutbox()
      const later = new Date(Date.now() + 24 * 3600_000)
      while ((await deliverDueMails(later)).sent > 0) continue
      const request = sink.messages.find((mail) => mail.to.includes('info@voe.ch') && mail.data.includes(String(body.reference)))
      expect(request?.data).toContain('modem.png')
      expect(request?.data).toMatch(/Content-Type: image\/png/i)
      expect(sink.messages.some((mail) => mail.to.includes('lea.rossier@example.ch'))).toBe(true)
    } finally {
      await sink?.close()
    }
  })
})
