import { describe, expect, it } from 'vitest'

import { availabilityOf } from '@/features/address'
import { VERBIER_ROW } from '@/features/address/test-fixtures'
import { catalogueOf, type CatalogueItem } from '@/features/catalogue'
import { catalogueItem } from '@/features/catalogue/test-fixtures'
import { distributor } from '@/features/distributors/test-fixtures'

import { funnelAtCheckedAddress } from './checked-address'
import { funnelReducer, initialFunnelState, type FunnelAction, type FunnelState } from './funnel'

const item = (slug: string, kind: CatalogueItem['kind']) => catalogueItem(slug, { kind, monthlyPrice: 49 })
const CATALOGUE = catalogueOf([item('internet-500', 'internet'), item('duo-1g-tv', 'internet-tv')])
const AVAILABILITY = availabilityOf({ name: 'Télé Entremont', key: '1', fibre: 'yes', inet_download: '10000', inet_upload: '10000' })

/** The check's state after the visitor checked Route des Creux 3, Verbier, with no offer chosen. */
function checked(network = distributor({ id: 371 })): FunnelState {
  const actions: FunnelAction[] = [
    { type: 'order', action: { type: 'address/setPostalCode', npa: '1936' } },
    { type: 'order', action: { type: 'distributor/found', distributor: network } },
    { type: 'order', action: { type: 'address/streetsLoaded', streets: [VERBIER_ROW] } },
    { type: 'order', action: { type: 'address/pickStreet', row: VERBIER_ROW } },
    { type: 'order', action: { type: 'address/setNumber', number: '3' } },
    { type: 'addressConfirmed', availability: AVAILABILITY },
  ]
  return actions.reduce(funnelReducer, initialFunnelState)
}

describe('the funnel at an address checked before it', () => {
  it('lands at the details step with the offer chosen and the address, network and availability kept', () => {
    const funnel = funnelAtCheckedAddress(checked(), CATALOGUE, 'duo-1g-tv')
    expect(funnel?.step).toBe('details')
    expect(funnel?.order.order).toMatchObject({ pack: 'internet-tv', value: 'duo-1g-tv' })
    expect(funnel?.order.search).toEqual({ npa: '1936', street: 'Route des Creux', number: '3', city: 'Verbier' })
    expect(funnel?.order.distributor?.id).toBe(371)
    expect(funnel?.availability).toEqual(AVAILABILITY)
  })

  it('nothing for an unknown offer, an unchecked address, or a pack the local network takes itself', () => {
    expect(funnelAtCheckedAddress(checked(), CATALOGUE, 'gone')).toBeNull()
    expect(funnelAtCheckedAddress(initialFunnelState, CATALOGUE, 'duo-1g-tv')).toBeNull()
    const tvAtHome = distributor({ id: 371, redirects: [{ key: 'internet-tv', target: 'https://example.ch/tv' }] })
    expect(funnelAtCheckedAddress(checked(tvAtHome), CATALOGUE, 'duo-1g-tv')).toBeNull()
    expect(funnelAtCheckedAddress(checked(tvAtHome), CATALOGUE, 'internet-500')?.step).toBe('details')
  })
})
