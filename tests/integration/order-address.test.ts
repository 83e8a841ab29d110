import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'

import { GET as availability } from '@/app/api/nfr/availability/route'
import { GET as swisscable } from '@/app/swisscable/route'
import { cms } from '@/cms/client'
import { interpretStreetLookup, providerOf } from '@/features/address'
import { parseSwisscableXml } from '@/features/address/server'

import { startUpstream, type Stub } from '../support/upstream-stub'

afterAll(async () => (await cms()).destroy())

const call = (handler: (request: Request) => Promise<Response>, path: string) => handler(new Request(`http://127.0.0.1${path}`))

async function lookup(path: string) {
  const response = await call(swisscable, path)
  return { status: response.status, type: response.headers.get('content-type'), xml: await response.text() }
}

describe('GET /swisscable (embedded street index)', () => {
  it('a postal code lists its streets as XML rows ort/plz/str', async () => {
    const { status, type, xml } = await lookup('/swisscable?plz=1936')
    expect(status).toBe(200)
    expect(type).toMatch(/^application\/xml/)
    expect(xml).toMatch(/<header>\s*<returncode>success<\/returncode>\s*<\/header>/)
    expect(xml).toContain('<row>')
    const result = interpretStreetLookup(parseSwisscableXml(xml))
    expect(result.ok && result.streets.map((s) => s.street)).toContain('Route des Creux')
  })

  it('suggestions forgive case, accents and typos', async () => {
    const result = interpretStreetLookup(parseSwisscableXml((await lookup('/swisscable?plz=1700&str=PEROLES')).xml))
    expect(result.ok && result.streets.map((s) => s.street)).toEqual(['Boulevard de Pérolles'])
  })

  it('street and house number give the provider with the §3 cable-lookup fields', async () => {
    const answer = parseSwisscableXml((await lookup('/swisscable?plz=1700&str=boulevard%20de%20perolles&hnr=25&user=x&pwd=y')).xml)
    expect(providerOf(answer!)).toMatchObject({
      name: 'Netplus Fribourg',
      key: '12',
      fibre: 'yes',
      inet_download: '10000',
      srvp_name: 'netplus.ch SA',
    })
  })

  it('an unknown street or number is not_found, not an error', async () => {
    for (const path of [
      '/swisscable?plz=1700&str=Rue%20Inexistante&hnr=1',
      '/swisscable?plz=1700&str=Boulevard%20de%20P%C3%A9rolles&hnr=999',
      '/swisscable?plz=8000',
    ]) {
      const { status, xml } = await lookup(path)
      expect(status).toBe(200)
      expect(parseSwisscableXml(xml)?.header.returncode).toBe('not_found')
    }
  })

  it('bad input is a 400 with a localized message', async () => {
    for (const path of [
      '/swisscable?plz=17000',
      '/swisscable?plz=17a0',
      `/swisscable?plz=1700&str=${'a'.repeat(300)}`,
      '/swisscable?plz=1700&str=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/swisscable',
    ]) {
      const { status, xml } = await lookup(path)
      expect(status, path).toBe(400)
      expect(xml).toContain('<returncode>invalid</returncode>')
      expect(xml).toMatch(/<message>.+<\/message>/)
    }
    expect((await lookup('/swisscable?plz=17000&locale=de')).xml).toContain('Eine Postleitzahl hat 4 Ziffern')
    expect((await lookup('/swisscable?plz=17a0&locale=de')).xml).toContain('Ungültige Postleitzahl')
  })
})

describe('GET /api/nfr/availability (embedded)', () => {
  it('answers { availability } from the distributor fields', async () => {
    const response = await call(availability, '/api/nfr/availability?npa=1896&street=Route%20du%20Simplon&number=2&city=Vouvry')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ availability: { fibre: false, maxDownload: 1000, maxUpload: 100, technologies: ['coax'] } })
  })

  it('an unknown address is 404, bad input 400 with a message', async () => {
    expect((await call(availability, '/api/nfr/availability?npa=1700&street=Nulle%20Part&number=1')).status).toBe(404)
    const bad = await call(availability, '/api/nfr/availability?npa=1700&street=%3Cb%3E&number=1')
    expect(bad.status).toBe(400)
    expect(bad.headers.get('content-type')).toBe('application/problem+json')
    expect(await bad.json()).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Ce champ contient des caractères non autorisés',
      field: 'street',
    })
  })
})

describe('upstream implementations: a slow or dead upstream is an error answer, never a hang', () => {
  let stub: Stub | null = null
  beforeEach(() => {
    process.env.UPSTREAM_TIMEOUT_MS = '300'
  })
  afterEach(async () => {
    await stub?.close()
    stub = null
    for (const name of ['SWISSCABLE_URL', 'SWISSCABLE_USER', 'SWISSCABLE_PASSWORD', 'NFR_URL', 'UPSTREAM_TIMEOUT_MS'])
      delete process.env[name]
  })
  const useSwisscable = (url: string) =>
    Object.assign(process.env, { SWISSCABLE_URL: url, SWISSCABLE_USER: 'svc', SWISSCABLE_PASSWORD: 's3cret' })

  it('the HTTP lookup passes the credentials upstream, and never back to the browser', async () => {
    stub = await startUpstream((_req, res) => {
      res.setHeader('content-type', 'text/xml')
      res.end(
        '<?xml version="1.0"?><result><header><returncode>success</returncode></header><body><strlist><row><ort>Bulle</ort><plz>1630</plz><str>Grand-Rue</str></row></strlist></body></result>',
      )
    })
    useSwisscable(stub.url)
    const { status, xml } = await lookup('/swisscable?plz=1630&str=grand')
    expect(status).toBe(200)
    expect(stub.requests[0]?.searchParams.get('user')).toBe('svc')
    expect(stub.requests[0]?.searchParams.get('pwd')).toBe('s3cret')
    expect(stub.requests[0]?.searchParams.get('str')).toBe('grand')
    expect(xml).not.toContain('s3cret')
    expect(interpretStreetLookup(parseSwisscableXml(xml)).ok).toBe(true)
  })

  for (const behaviour of ['hang', 'close'] as const) {
    it(`an upstream that ${behaviour === 'hang' ? 'never answers' : 'closes the connection'}: 502 with returncode error (→ get_streets)`, async () => {
      stub = await startUpstream(behaviour)
      useSwisscable(stub.url)
      const started = Date.now()
      const { status, xml } = await lookup('/swisscable?plz=1700')
      expect(Date.now() - started).toBeLessThan(3000)
      expect(status).toBe(502)
      expect(interpretStreetLookup(parseSwisscableXml(xml))).toEqual({ ok: false, error: 'order.caius.error.get_streets' })
    })
  }

  it('an upstream answering something else than a lookup: 502', async () => {
    stub = await startUpstream((_req, res) => res.end('<html>maintenance</html>'))
    useSwisscable(stub.url)
    expect((await lookup('/swisscable?plz=1700')).status).toBe(502)
  })

  it('the availability upstream: its answer, then 502 when it hangs', async () => {
    stub = await startUpstream((_req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ availability: { fibre: true, maxDownload: 25000, maxUpload: 25000, technologies: ['fibre'] } }))
    })
    process.env.NFR_URL = stub.url
    const ok = await call(availability, '/api/nfr/availability?npa=1700&street=Rue%20de%20Lausanne&number=1&city=Fribourg')
    expect(await ok.json()).toEqual({ availability: { fibre: true, maxDownload: 25000, maxUpload: 25000, technologies: ['fibre'] } })
    expect(stub.requests[0]?.searchParams.get('street')).toBe('Rue de Lausanne')
    await stub.close()
    stub = await startUpstream('hang')
    process.env.NFR_URL = stub.url
    const started = Date.now()
    const dead = await call(availability, '/api/nfr/availability?npa=1700&street=Rue%20de%20Lausanne&number=1')
    expect(Date.now() - started).toBeLessThan(3000)
    expect(dead.status).toBe(502)
  })
})
