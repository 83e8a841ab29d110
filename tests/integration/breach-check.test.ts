import { afterAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/breach-check/route'
import { cms } from '@/cms/client'
import { MIN_ANSWER_MS } from '@/features/breach-check/server'
import { breachHash } from '@/lib/breach-list'

afterAll(async () => (await cms()).destroy())

let client = 0
async function check(email: unknown, options: { client?: string; locale?: string } = {}) {
  client += 1
  const request = new Request(`http://127.0.0.1/api/breach-check?locale=${options.locale ?? 'fr'}`, {
    method: 'POST',
    body: JSON.stringify({ email }),
    headers: { 'content-type': 'application/json', 'x-client-address': options.client ?? `192.0.2.${client}` },
  })
  const started = performance.now()
  const response = await POST(request)
  const text = await response.text()
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, text, ms: performance.now() - started }
}

describe('data-breach e-mail check', () => {
  it('finds a seeded address however it is typed, and not another one', async () => {
    expect((await check('breach-demo-1@example.ch')).body).toEqual({ found: true })
    expect((await check('  Breach-Demo-2@EXAMPLE.ch ')).body).toEqual({ found: true })
    expect((await check('someone.else@example.ch')).body).toEqual({ found: false })
  })

  it('asks to verify an address that cannot be one, in the visitor’s language', async () => {
    const fr = await check('breach-demo-1@example', { locale: 'fr' })
    expect(fr.status).toBe(400)
    expect(fr.body.detail).toBe('Veuillez vérifier l’adresse e-mail saisie.')
    expect(fr.body.errors).toEqual({ email: 'breachCheck.verifyAddress' })
    expect((await check('not an address', { locale: 'de' })).body.detail).toBe('Bitte überprüfen Sie die eingegebene E-Mail-Adresse.')
    expect((await check(42, { locale: 'en' })).status).toBe(400)
  })

  it('keeps hashes only: no address in the database or in an answer', async () => {
    const payload = await cms()
    const { docs } = await payload.find({ collection: 'breach-hashes', limit: 100, depth: 0 })
    expect(docs.length).toBeGreaterThanOrEqual(12)
    expect(JSON.stringify(docs)).not.toContain('example.ch')
    expect(docs.map((doc) => doc.hash)).toContain(breachHash('breach-demo-3@example.ch'))
    const imports = await payload.find({ collection: 'breach-imports', depth: 0 })
    expect(JSON.stringify(imports.docs)).not.toMatch(/breach-demo-\d+@/)
    expect(imports.docs[0]?.addresses).toBe(12)
    expect((await check('breach-demo-3@example.ch')).text).not.toContain('breach-demo')
  })

  it('answers found and not found after the same minimum time', async () => {
    const times = { found: [] as number[], notFound: [] as number[] }
    for (let round = 0; round < 5; round += 1) {
      times.found.push((await check(`breach-demo-${4 + round}@example.ch`)).ms)
      times.notFound.push((await check(`nobody-${round}@example.ch`)).ms)
    }
    for (const ms of [...times.found, ...times.notFound]) expect(ms).toBeGreaterThanOrEqual(MIN_ANSWER_MS - 1)
    // The quickest of each kind, asked in turns: a loaded machine stretches some answers of either
    // kind, and only a lookup that shows through the floor moves the quickest.
    expect(Math.abs(Math.min(...times.found) - Math.min(...times.notFound))).toBeLessThan(25)
  })

  it('limits one client to 10 checks an hour; others asking about the same address are not turned away', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await check(`flood-${attempt}@example.ch`, { client: '198.51.100.200' })).status)
    expect(statuses).toEqual([...Array(10).fill(200), 429])
    const refused = await check('flood-11@example.ch', { client: '198.51.100.200', locale: 'en' })
    expect(refused.body.detail).toBe('Too many checks in a short time. Please try again in an hour or call us.')
    // Seven clients asking 5 times each about one address do not lock its owner out.
    for (let other = 0; other < 7; other += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await check('breach-demo-12@example.ch', { client: `198.51.100.${210 + other}` })).status).toBe(200)
    }
    expect((await check('breach-demo-12@example.ch', { client: '198.51.100.230' })).body).toEqual({ found: true })
  })

  it('forgets a list when its import is deleted', async () => {
    const payload = await cms()
    const csv = Buffer.from('email\nshort-lived@example.ch\n')
    const created = await payload.create({
      collection: 'breach-imports',
      data: { incident: 'test' },
      file: { data: csv, mimetype: 'text/csv', name: 'test.csv', size: csv.byteLength },
    })
    expect(created.addresses).toBe(1)
    expect((await check('short-lived@example.ch')).body).toEqual({ found: true })
    await payload.delete({ collection: 'breach-imports', id: created.id })
    expect((await check('short-lived@example.ch')).body).toEqual({ found: false })
  })
})
