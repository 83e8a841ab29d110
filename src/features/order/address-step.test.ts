import { describe, expect, it } from 'vitest'

import { swisscableAnswer, type SwisscableResponse } from '@/features/address'
import { VERBIER_ROW } from '@/features/address/test-fixtures'
import type { ContentDistributor } from '@/features/distributors'
import { distributor } from '@/features/distributors/test-fixtures'
import type { SiteId } from '@/sites/sites'

import {
  confirmAddress,
  confirmDeliveryAddress,
  enterDeliveryPostalCode,
  enterPostalCode,
  leavePostalCode,
  type AddressStepContext,
} from './address-step'
import { funnelReducer, initialFunnelState, type FunnelAction, type FunnelState } from './funnel'

const ENTREMONT = distributor({ id: 371 })
const VOE = distributor({
  id: 372,
  name: 'VOE',
  zip_codes: { zip_codes_list: '1896' },
  redirects: [{ key: 'all', target: 'https://www.voe.ch/commande' }],
})
const FRIBOURG = distributor({ id: 376, name: 'Netplus Fribourg', zip_codes: { zip_codes_list: '1700' } })
const DISTRIBUTORS: ContentDistributor[] = [ENTREMONT, VOE, FRIBOURG]

const STREETS = swisscableAnswer('success', { strlist: [VERBIER_ROW] })
const PROVIDER = swisscableAnswer('success', {
  strlist: [VERBIER_ROW],
  provider: { name: 'Télé Entremont', fibre: 'yes', inet_download: '10000', inet_upload: '10000' },
})

/** Runs a step against fake calls and returns the state its dispatches produce. */
async function drive(
  task: (ctx: AddressStepContext) => Promise<void>,
  options: { site?: SiteId; answer?: SwisscableResponse | null; state?: FunnelState } = {},
) {
  let state =
    options.state ?? funnelReducer(initialFunnelState, { type: 'order', action: { type: 'order/update', fields: { pack: 'internet-tv' } } })
  const ctx: AddressStepContext = {
    site: options.site ?? 1,
    distributors: DISTRIBUTORS,
    dispatch: (action: FunnelAction) => {
      state = funnelReducer(state, action)
    },
    lookup: async () => (options.answer === undefined ? STREETS : options.answer),
    availability: async () => null,
  }
  await task(ctx)
  return state
}

describe('address step: postal code', () => {
  it('a served code loads its streets', async () => {
    const state = await drive((ctx) => enterPostalCode('1936', 'internet-tv', ctx))
    expect(state.order.distributor?.id).toBe(371)
    expect(state.order.streets).toEqual([{ city: 'Verbier', npa: '1936', street: 'Route des Creux' }])
    expect(state.order.statuses).toEqual({ loading: false, caius: true })
  })

  it('a lettered or 0-leading code is an invalid postcode, nothing is looked up', async () => {
    for (const npa of ['17a', '0123']) {
      const state = await drive((ctx) => enterPostalCode(npa, 'internet-tv', ctx), { answer: null })
      expect(state.notice).toBe('invalidPostcode')
      expect(state.order.statuses.loading).toBe(false)
    }
  })

  it('a fifth digit says a postal code has four, at once, and nothing is looked up', async () => {
    const state = await drive((ctx) => enterPostalCode('17000', 'internet-tv', ctx), { answer: null })
    expect(state.notice).toBe('postcodeLength')
    expect(state.order.statuses.loading).toBe(false)
  })

  it('Enter or leaving the field with fewer than four digits says the code is incomplete; typing on clears it', async () => {
    const typed = await drive((ctx) => enterPostalCode('19', 'internet-tv', ctx))
    expect(typed.notice).toBeNull()
    const left = await drive(async (ctx) => leavePostalCode('19', ctx.dispatch), { state: typed })
    expect(left.notice).toBe('postcodeLength')
    expect(left.order.statuses.loading).toBe(false)
    const completed = await drive((ctx) => enterPostalCode('1936', 'internet-tv', ctx), { state: left })
    expect(completed.notice).toBeNull()
  })

  it('leaving an empty, lettered or complete code adds no incomplete notice', async () => {
    for (const npa of ['', '17a', '1936']) {
      const state = await drive(async (ctx) => leavePostalCode(npa, ctx.dispatch))
      expect(state.notice).toBeNull()
    }
  })

  it('a code no distributor serves: get_distributor and "not referenced"', async () => {
    const state = await drive((ctx) => enterPostalCode('8000', 'internet-tv', ctx))
    expect(state.order.error).toBe('order.caius.error.get_distributor')
    expect(state.notice).toBe('notReferenced')
  })

  it('a redirect code: npa_exception, the local operator, no street lookup', async () => {
    const state = await drive((ctx) => enterPostalCode('1896', 'internet-tv', ctx), { answer: null })
    expect(state.order.exception).toBe(true)
    expect(state.order.error).toBe('order.caius.error.npa_exception')
    expect(state.order.exceptionDistributor?.name).toBe('VOE')
  })

  it('the street lookup failing (dead upstream) is get_streets', async () => {
    const state = await drive((ctx) => enterPostalCode('1936', 'internet-tv', ctx), { answer: null })
    expect(state.order.error).toBe('order.caius.error.get_streets')
    expect(state.notice).toBeNull()
  })

  it('the Fribourg site: distributor 376 for its region, never a redirect, nothing outside', async () => {
    const fribourg = await drive((ctx) => enterPostalCode('1700', 'internet-tv', ctx), { site: 3 })
    expect(fribourg.order.distributor?.id).toBe(376)
    const voe = await drive((ctx) => enterPostalCode('1896', 'internet-tv', ctx), { site: 3 })
    expect(voe.order.exception).toBe(false)
    expect(voe.notice).toBe('notReferenced')
  })
})

describe('address step: street and number', () => {
  let current: FunnelState = initialFunnelState

  async function atVerbier() {
    const state = await drive((ctx) => enterPostalCode('1936', 'internet-tv', ctx))
    return funnelReducer(
      funnelReducer(state, {
        type: 'order',
        action: { type: 'address/pickStreet', row: { city: 'Verbier', npa: '1936', street: 'Route des Creux' } },
      }),
      { type: 'order', action: { type: 'address/setNumber', number: '3' } },
    )
  }

  it('a provider confirms the address, with the availability from its fields when the call fails', async () => {
    current = await atVerbier()
    const state = await drive((ctx) => confirmAddress(current, 'Route des Creux', ctx), { answer: PROVIDER, state: current })
    expect(state.availability).toEqual({ fibre: true, maxDownload: 10000, maxUpload: 10000, technologies: ['fibre'] })
    expect(state.order.search).toEqual({ npa: '1936', street: 'Route des Creux', number: '3', city: 'Verbier' })
  })

  it('no provider for the picked street: number not found', async () => {
    current = await atVerbier()
    const state = await drive((ctx) => confirmAddress(current, 'Route des Creux', ctx), {
      answer: swisscableAnswer('not_found'),
      state: current,
    })
    expect(state.notice).toBe('numberNotFound')
    expect(state.order.error).toBe('order.caius.error.get_distributor')
    expect(state.availability).toBeNull()
  })

  it('a typed street that is not one: street not found', async () => {
    current = await atVerbier()
    const state = await drive((ctx) => confirmAddress(current, 'Rue Inconnue', ctx), {
      answer: swisscableAnswer('not_found'),
      state: current,
    })
    expect(state.notice).toBe('streetNotFound')
  })

  it('a dead upstream: get_distributor, no hang', async () => {
    current = await atVerbier()
    const state = await drive((ctx) => confirmAddress(current, 'Route des Creux', ctx), { answer: null, state: current })
    expect(state.order.error).toBe('order.caius.error.get_distributor')
    expect(state.order.statuses.loading).toBe(false)
  })
})

describe('address step: a delivery address (mobile plans only)', () => {
  const VOUVRY = swisscableAnswer('success', {
    strlist: [
      { city: 'Vouvry', npa: '1896', street: 'Route du Simplon' },
      { city: 'Vouvry', npa: '1896', street: 'Rue du Collège' },
    ],
  })
  const mobile = () =>
    funnelReducer(initialFunnelState, {
      type: 'order',
      action: { type: 'order/update', fields: { pack: 'mobile', value: 'mobile-plus', delivery: true } },
    })

  it('a postal code loads its streets, with no network and no redirect (even where the local network takes installations)', async () => {
    const state = await drive((ctx) => enterDeliveryPostalCode('1896', ctx), { answer: VOUVRY, state: mobile() })
    expect(state.order.streets.map((row) => row.street)).toEqual(['Route du Simplon', 'Rue du Collège'])
    expect(state.order.distributor).toBeNull()
    expect(state.order.exception).toBe(false)
    expect(state.notice).toBeNull()
  })

  it('a code the street index does not know is no postal code; a wrong one is said at once, nothing looked up', async () => {
    expect((await drive((ctx) => enterDeliveryPostalCode('9999', ctx), { answer: swisscableAnswer('not_found') })).notice).toBe(
      'invalidPostcode',
    )
    expect((await drive((ctx) => enterDeliveryPostalCode('17000', ctx), { answer: null })).notice).toBe('postcodeLength')
    expect((await drive((ctx) => enterDeliveryPostalCode('1936', ctx), { answer: null })).order.error).toBe('order.caius.error.get_streets')
  })

  it('a street of the postal code, however typed, with a number confirms it; another street is not found', async () => {
    const loaded = await drive((ctx) => enterDeliveryPostalCode('1896', ctx), { answer: VOUVRY, state: mobile() })
    const numbered = funnelReducer(loaded, { type: 'order', action: { type: 'address/setNumber', number: '2' } })
    const confirmed = await drive(async (ctx) => confirmDeliveryAddress(numbered, 'rue du college', ctx.dispatch), { state: numbered })
    expect(confirmed.deliveryChecked).toBe(true)
    expect(confirmed.order.search).toEqual({ npa: '1896', street: 'Rue du Collège', number: '2', city: 'Vouvry' })
    const unknown = await drive(async (ctx) => confirmDeliveryAddress(numbered, 'Rue Inconnue', ctx.dispatch), { state: numbered })
    expect(unknown.notice).toBe('streetNotFound')
    expect(unknown.deliveryChecked).toBe(false)
  })
})
