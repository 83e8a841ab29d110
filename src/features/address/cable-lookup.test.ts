import { describe, expect, it } from 'vitest'

import { answerFromIndex } from './cable-lookup'
import { StreetIndex } from './street-index'
import { interpretStreetLookup, providerOf } from './swisscable'
import { FRIBOURG_PROVIDER, FRIBOURG_STREETS } from './test-fixtures'

const index = new StreetIndex(FRIBOURG_STREETS)
const providers = new Map([[376, FRIBOURG_PROVIDER]])
const ask = (plz: string, str?: string, hnr?: string) => answerFromIndex(index, providers, { plz, str, hnr })

describe('embedded cable lookup', () => {
  it('a postal code alone lists its streets', () => {
    const result = interpretStreetLookup(ask('1700'))
    expect(result.ok && result.streets).toHaveLength(6)
  })

  it('with a partial street, the matching streets', () => {
    const result = interpretStreetLookup(ask('1700', 'rue'))
    expect(result.ok && result.streets.map((s) => s.street)).toEqual(['Rue de Lausanne', 'Rue de Romont'])
  })

  it('the exact street and an existing number give the provider and the street row', () => {
    const answer = ask('1700', 'rue de lausanne', '12')
    expect(providerOf(answer)).toEqual(FRIBOURG_PROVIDER)
    expect(answer.body.strlist).toEqual([{ city: 'Fribourg', npa: '1700', street: 'Rue de Lausanne' }])
  })

  it('an unknown number, street or postal code is not_found (a get_streets failure)', () => {
    expect(ask('1700', 'Rue de Lausanne', '99').header.returncode).toBe('not_found')
    expect(ask('1700', 'Nowhere').header.returncode).toBe('not_found')
    expect(ask('8000').header.returncode).toBe('not_found')
    expect(interpretStreetLookup(ask('8000')).ok).toBe(false)
  })

  it('a street without a distributor has no provider', () => {
    const orphan = new StreetIndex([{ ...FRIBOURG_STREETS[0]!, distributorId: null }])
    expect(answerFromIndex(orphan, providers, { plz: '1700', str: 'Boulevard de Pérolles', hnr: '1' }).header.returncode).toBe('not_found')
  })
})
