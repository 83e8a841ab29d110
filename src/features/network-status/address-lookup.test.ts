import { describe, expect, it } from 'vitest'

import { swisscableAnswer, type SwisscableResponse } from '@/features/address'

import { addressQueryOf, addressSearch, lookUpAddress, touches, type AddressLookupCalls } from './address-lookup'
import type { BoardEvent } from './status-board'

const event = (id: number, npas: string[]): BoardEvent => ({
  id,
  title: `Event ${id}`,
  description: '',
  start: '2026-05-01T09:00:00Z',
  end: null,
  services: ['tv'],
  places: npas.map((npa) => ({ npa, locality: null })),
})

const FRIBOURG_TV = event(1, ['1700', '1752'])
const WHOLE_NETWORK = event(2, [])
const BULLE_WORKS = event(3, ['1630'])
const EVENTS = { current: [FRIBOURG_TV, WHOLE_NETWORK], planned: [BULLE_WORKS] }

const FOUND = swisscableAnswer('success', {
  strlist: [{ city: 'Fribourg', npa: '1700', street: 'Rue de Lausanne' }],
  provider: { name: 'Netplus Fribourg', fibre: 'yes', coax: 'yes', inet_download: '10000', inet_upload: '10000' },
})

function calls(answer: SwisscableResponse | null, availability: Awaited<ReturnType<AddressLookupCalls['availability']>> = null) {
  const asked: unknown[] = []
  const fake: AddressLookupCalls = {
    lookup: async (params) => {
      asked.push(params)
      return answer
    },
    availability: async (address) => {
      asked.push(address)
      return availability
    },
  }
  return { fake, asked }
}

describe('§3 network status store: the lookup by address', () => {
  it('reads a whole address from the link and writes it back', () => {
    const query = addressQueryOf(new URLSearchParams('npa=1700&street=Rue%20de%20Lausanne&number=12'))
    expect(query).toEqual({ npa: '1700', street: 'Rue de Lausanne', number: '12' })
    expect(addressQueryOf(new URLSearchParams(addressSearch(query!).slice(1)))).toEqual(query)
    expect(addressQueryOf(new URLSearchParams('npa=170&street=Rue&number=1'))).toBeNull()
    expect(addressQueryOf(new URLSearchParams('npa=1700&street=&number=1'))).toBeNull()
    expect(addressQueryOf(new URLSearchParams('npa=1700&street=Rue'))).toBeNull()
  })

  it('an event touches the postal codes it lists, or every one when it lists none', () => {
    expect(touches(FRIBOURG_TV, '1700')).toBe(true)
    expect(touches(FRIBOURG_TV, '1630')).toBe(false)
    expect(touches(WHOLE_NETWORK, '1630')).toBe(true)
  })

  it('answers with the events at the postal code, the network and the fibre availability', async () => {
    const availability = { fibre: true, maxDownload: 8000, maxUpload: 8000, technologies: ['fibre' as const] }
    const { fake, asked } = calls(FOUND, availability)
    const answer = await lookUpAddress({ npa: '1700', street: 'rue de lausanne', number: '12' }, EVENTS, fake)
    expect(answer).toEqual({
      kind: 'found',
      address: { npa: '1700', street: 'Rue de Lausanne', number: '12', city: 'Fribourg' },
      network: 'Netplus Fribourg',
      availability,
      current: [FRIBOURG_TV, WHOLE_NETWORK],
      planned: [],
    })
    expect(asked).toEqual([
      { plz: '1700', str: 'rue de lausanne', hnr: '12' },
      { npa: '1700', street: 'Rue de Lausanne', number: '12', city: 'Fribourg' },
    ])
  })

  it('falls back on the network’s own fields when the availability call fails', async () => {
    const answer = await lookUpAddress(
      { npa: '1700', street: 'Rue de Lausanne', number: '12' },
      { current: [], planned: [BULLE_WORKS] },
      calls(FOUND).fake,
    )
    expect(answer).toMatchObject({ kind: 'found', availability: { fibre: true, maxDownload: 10000 }, current: [], planned: [] })
  })

  it('tells an unknown address from a lookup that failed', async () => {
    const query = { npa: '1700', street: 'Rue Inconnue', number: '1' }
    expect(await lookUpAddress(query, EVENTS, calls(swisscableAnswer('not_found')).fake)).toEqual({ kind: 'notFound' })
    expect(
      await lookUpAddress(
        query,
        EVENTS,
        calls(swisscableAnswer('success', { strlist: [{ city: 'Fribourg', npa: '1700', street: 'Rue de Romont' }] })).fake,
      ),
    ).toEqual({ kind: 'notFound' })
    expect(await lookUpAddress(query, EVENTS, calls(null).fake)).toEqual({ kind: 'unavailable' })
    expect(await lookUpAddress(query, EVENTS, calls(swisscableAnswer('error')).fake)).toEqual({ kind: 'unavailable' })
  })
})
