import { describe, expect, it } from 'vitest'
import {
  ORDER_ERRORS,
  findDistributorForNpa,
  findRedirect,
  interpretStreetLookup,
  isStreetLookupSuccess,
  npaMatchesDistributor,
  parseSwisscableResponse,
  streetRowsOf,
  zipCodesOf,
  type SwisscableResponse,
} from './distributor-rules'
import { distributor } from './test-fixtures'

const row = { ort: 'Verbier', plz: '1936', str: 'Route des Creux' }
const response = (
  returncode: string,
  body: SwisscableResponse['body'] = {},
): SwisscableResponse => ({ header: { returncode }, body })

describe('§5 street lookup', () => {
  it("a distributor lookup by street succeeds only when return code is 'success' and a street list with rows or a provider is present.", () => {
    expect(isStreetLookupSuccess(response('success', { strlist: { row: [row] } }))).toBe(true)
    expect(isStreetLookupSuccess(response('success', { provider: { name: 'SEIC', key: '16' } }))).toBe(true)
    expect(isStreetLookupSuccess(response('success', {}))).toBe(false)
    expect(isStreetLookupSuccess(response('error', { strlist: { row: [row] } }))).toBe(false)
  })

  it('reads a single row the same as a list of rows', () => {
    const single = response('success', { strlist: { row } })
    const many = response('success', { strlist: { row: [row, { ...row, str: 'Rue de Médran' }] } })
    expect(streetRowsOf(single)).toEqual([{ city: 'Verbier', npa: '1936', street: 'Route des Creux' }])
    expect(streetRowsOf(many).map((r) => r.street)).toEqual(['Route des Creux', 'Rue de Médran'])
    expect(isStreetLookupSuccess(single)).toBe(true)
  })

  it('fails on a street list without rows and no provider', () => {
    expect(isStreetLookupSuccess(response('success', { strlist: {} }))).toBe(false)
    expect(isStreetLookupSuccess(response('success', { strlist: { row: [] } }))).toBe(false)
  })

  it('counts an empty provider element as no provider', () => {
    expect(isStreetLookupSuccess(response('success', { provider: {} }))).toBe(false)
  })

  it("fails on any return code other than exactly 'success'", () => {
    for (const code of ['error', 'notfound', '', 'SUCCESS', ' success']) {
      expect(isStreetLookupSuccess(response(code, { strlist: { row: [row] } }))).toBe(false)
    }
  })

  it('interprets a failed or malformed answer as the get_streets error', () => {
    expect(interpretStreetLookup(null)).toEqual({ ok: false, error: 'order.caius.error.get_streets' })
    expect(interpretStreetLookup(response('error'))).toEqual({
      ok: false,
      error: 'order.caius.error.get_streets',
    })
    expect(interpretStreetLookup(response('success', { strlist: { row } }))).toEqual({
      ok: true,
      streets: [{ city: 'Verbier', npa: '1936', street: 'Route des Creux' }],
      provider: null,
    })
  })
})

describe('parsing the converted /swisscable XML', () => {
  it('accepts numbers where the converter typed them and keeps them as text', () => {
    const parsed = parseSwisscableResponse({
      header: { returncode: 'success' },
      body: { strlist: { row: { ort: 'Le Châble VS', plz: 1934, str: 'Rue du Bourg' } } },
    })
    expect(parsed).not.toBeNull()
    expect(streetRowsOf(parsed!)).toEqual([{ city: 'Le Châble VS', npa: '1934', street: 'Rue du Bourg' }])
  })

  it('keeps the known provider fields and drops the rest', () => {
    const parsed = parseSwisscableResponse({
      header: { returncode: 'success' },
      body: { provider: { name: 'SEIC', sc_id: 16, fibre: true, unknown_field: 'x', nested: { a: 1 } } },
    })
    expect(parsed?.body.provider).toEqual({ name: 'SEIC', sc_id: '16', fibre: 'true' })
    expect(isStreetLookupSuccess(parsed!)).toBe(true)
  })

  it('treats empty elements as absent', () => {
    const parsed = parseSwisscableResponse({
      header: { returncode: 'success' },
      body: { strlist: '', provider: '' },
    })
    expect(parsed).toEqual({ header: { returncode: 'success' }, body: {} })
    expect(isStreetLookupSuccess(parsed!)).toBe(false)
    const emptyBody = parseSwisscableResponse({ header: { returncode: 'error' }, body: '' })
    expect(emptyBody).toEqual({ header: { returncode: 'error' }, body: {} })
  })

  it('rejects an answer without a header or with a broken row', () => {
    expect(parseSwisscableResponse({ body: {} })).toBeNull()
    expect(parseSwisscableResponse('<html>')).toBeNull()
    expect(
      parseSwisscableResponse({ header: { returncode: 'success' }, body: { strlist: { row: { ort: 'X' } } } }),
    ).toBeNull()
  })
})

describe('§5 postal code ↔ distributor', () => {
  it("A postal code matches a distributor when it appears in that distributor's comma-separated list with whitespace removed.", () => {
    const d = distributor({ zip_codes: { zip_codes_list: ' 1933 ,\n1934,\t1936 ' } })
    expect(npaMatchesDistributor('1933', d)).toBe(true)
    expect(npaMatchesDistributor('1936', d)).toBe(true)
    expect(npaMatchesDistributor('1937', d)).toBe(false)
  })

  it('removes whitespace inside a code too, and never matches part of a code', () => {
    const d = distributor({ zip_codes: { zip_codes_list: '19 33,19330' } })
    expect(zipCodesOf('19 33,19330')).toEqual(['1933', '19330'])
    expect(npaMatchesDistributor('1933', d)).toBe(true)
    expect(npaMatchesDistributor('193', d)).toBe(false)
    expect(npaMatchesDistributor('1930', d)).toBe(false)
  })

  it('ignores empty entries and never matches an empty postal code', () => {
    const d = distributor({ zip_codes: { zip_codes_list: '1933,,1934,' } })
    expect(zipCodesOf('1933,,1934,')).toEqual(['1933', '1934'])
    expect(npaMatchesDistributor('', d)).toBe(false)
    expect(npaMatchesDistributor('  ', d)).toBe(false)
    expect(npaMatchesDistributor(' 1934 ', d)).toBe(true)
  })

  it('matches nothing when the distributor has no list', () => {
    expect(npaMatchesDistributor('1933', distributor({ zip_codes: null }))).toBe(false)
    expect(npaMatchesDistributor('1933', distributor({ zip_codes: {} }))).toBe(false)
    expect(npaMatchesDistributor('1933', distributor({ zip_codes: { zip_codes_list: '' } }))).toBe(false)
  })

  it('finds the first distributor whose list holds the postal code', () => {
    const entremont = distributor({ key: 'entremont', zip_codes: { zip_codes_list: '1933,1934' } })
    const seic = distributor({ key: 'seic', zip_codes: { zip_codes_list: '1904, 1922' } })
    const duplicate = distributor({ key: 'dup', zip_codes: { zip_codes_list: '1922' } })
    expect(findDistributorForNpa('1922', [entremont, seic, duplicate])).toBe(seic)
    expect(findDistributorForNpa('1700', [entremont, seic])).toBeNull()
    expect(findDistributorForNpa('1933', [])).toBeNull()
  })
})

describe('redirect matching', () => {
  const target = 'https://local.example'

  it("matches a redirect keyed by the chosen pack or by 'all'", () => {
    expect(findRedirect(distributor({ redirects: [{ key: 'tv', target }] }), 'tv')).toEqual({ key: 'tv', target })
    expect(findRedirect(distributor({ redirects: [{ key: 'all', target }] }), 'internet')).toEqual({
      key: 'all',
      target,
    })
    expect(findRedirect(distributor({ redirects: [{ key: 'tv', target }] }), 'internet')).toBeNull()
  })

  it("prefers the pack's own redirect over 'all'", () => {
    const d = distributor({
      redirects: [
        { key: 'all', target: 'https://all.example' },
        { key: 'tv', target: 'https://tv.example' },
      ],
    })
    expect(findRedirect(d, 'tv')?.target).toBe('https://tv.example')
  })

  it("with no pack chosen only 'all' matches, and no redirects means no match", () => {
    expect(findRedirect(distributor({ redirects: [{ key: '', target }] }), '')).toBeNull()
    expect(findRedirect(distributor({ redirects: [{ key: 'all', target }] }), null)?.key).toBe('all')
    expect(findRedirect(distributor({ redirects: null }), 'tv')).toBeNull()
    expect(findRedirect(distributor({ redirects: undefined }), 'tv')).toBeNull()
  })
})

describe('§8 error catalogue', () => {
  it("Order keys: order.caius.error.get_distributor (no distributor for address or postal code, or request failure); order.caius.error.get_streets (no streets or failure); order.caius.error.npa_exception (distributor redirect rule matches the chosen pack or 'all').", () => {
    expect(ORDER_ERRORS).toEqual({
      getDistributor: 'order.caius.error.get_distributor',
      getStreets: 'order.caius.error.get_streets',
      npaException: 'order.caius.error.npa_exception',
    })
  })
})
