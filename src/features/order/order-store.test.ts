import { describe, expect, it } from 'vitest'

import { ADDRESS_ERRORS } from '@/features/address'
import { distributor } from '@/features/distributors/test-fixtures'

import { initialOrderState, orderReducer, type OrderState } from './order-store'

describe('§3 order store', () => {
  it('Order store: search {npa, street, number, city}, order {pack, hsi_solo_net, mysports_earlybird, value}, query, statuses {loading, caius}, error, confirm, payload, exception, exceptionDistributor, redirect {enable, url, operator}.', () => {
    const s = initialOrderState
    expect(Object.keys(s.search).sort()).toEqual(['city', 'npa', 'number', 'street'])
    // Beyond the §3 fields: `extras` carries the rest of a configurator's configuration, empty by default;
    // `delivery` says the order goes by post (mobile plans only), installed by default.
    expect(Object.keys(s.order).sort()).toEqual(['delivery', 'extras', 'hsi_solo_net', 'mysports_earlybird', 'pack', 'value'])
    expect(s.order.extras).toEqual([])
    expect(s.order.delivery).toBe(false)
    expect(Object.keys(s.statuses).sort()).toEqual(['caius', 'loading'])
    expect(Object.keys(s.redirect).sort()).toEqual(['enable', 'operator', 'url'])
    for (const key of ['query', 'error', 'confirm', 'payload', 'exception', 'exceptionDistributor']) {
      expect(s).toHaveProperty(key)
    }
    expect(s.confirm).toBe(false)
    expect(s.exception).toBe(false)
  })
})

describe('§4 order and contact address flow (order store)', () => {
  it('Updating the order stores every given field, keeps the whole as the query, clearing the postal code first.', () => {
    const start: OrderState = {
      ...initialOrderState,
      search: { npa: '1934', street: 'Rue du Bourg', number: '12', city: 'Le Châble VS' },
      order: { pack: 'internet-tv', hsi_solo_net: false, mysports_earlybird: true, value: '89', extras: [], delivery: false },
    }
    const fields = { pack: 'internet', hsi_solo_net: true }
    const next = orderReducer(start, { type: 'order/update', fields })
    expect(next.order).toEqual({
      pack: 'internet',
      hsi_solo_net: true,
      mysports_earlybird: true,
      extras: [],
      value: '89',
      delivery: false,
    })
    expect(next.query).toEqual(fields)
    expect(next.search.npa).toBe('')
  })

  it('Confirm sets the confirm flag and stores the payload.', () => {
    const payload = { firstName: 'Anne', pack: 'internet' }
    const next = orderReducer(initialOrderState, { type: 'order/confirm', payload })
    expect(next.confirm).toBe(true)
    expect(next.payload).toEqual(payload)
  })

  it("The exception flag is set when a distributor is found whose redirect matches the chosen pack or 'all'.", () => {
    const withPack = (pack: string): OrderState => ({
      ...initialOrderState,
      order: { ...initialOrderState.order, pack },
      statuses: { loading: true, caius: false },
    })
    const byPack = distributor({ redirects: [{ key: 'internet', target: 'https://local.example' }] })
    const byAll = distributor({ redirects: [{ key: 'all', target: 'https://local.example' }] })

    const matched = orderReducer(withPack('internet'), { type: 'distributor/found', distributor: byPack })
    expect(matched.exception).toBe(true)
    expect(matched.exceptionDistributor).toBe(byPack)
    expect(matched.error).toBe('order.caius.error.npa_exception')

    const all = orderReducer(withPack('tv'), { type: 'distributor/found', distributor: byAll })
    expect(all.exception).toBe(true)
    expect(all.exceptionDistributor).toBe(byAll)

    const other = orderReducer(withPack('tv'), { type: 'distributor/found', distributor: byPack })
    expect(other.exception).toBe(false)
    expect(other.exceptionDistributor).toBeNull()
    expect(other.error).toBeNull()
  })

  it('The redirect toggle flips enable and records url and operator.', () => {
    const on = orderReducer(initialOrderState, {
      type: 'redirect/toggle',
      url: 'https://entremont.example/commande',
      operator: 'Entremont',
    })
    expect(on.redirect).toEqual({
      enable: true,
      url: 'https://entremont.example/commande',
      operator: 'Entremont',
    })
    const off = orderReducer(on, { type: 'redirect/toggle', url: 'https://seic.example', operator: 'SEIC' })
    expect(off.redirect).toEqual({ enable: false, url: 'https://seic.example', operator: 'SEIC' })
  })
})

describe('order store details', () => {
  it('an update field given as undefined leaves the stored value alone', () => {
    const start = { ...initialOrderState, order: { ...initialOrderState.order, value: '89' } }
    const next = orderReducer(start, { type: 'order/update', fields: { value: undefined, pack: 'tv' } })
    expect(next.order.value).toBe('89')
    expect(next.order.pack).toBe('tv')
  })

  it('clearing the postal code on update also drops the address chosen for it', () => {
    const start: OrderState = {
      ...initialOrderState,
      search: { npa: '1934', street: 'Rue du Bourg', number: '12', city: 'Le Châble VS' },
      distributor: distributor(),
      statuses: { loading: false, caius: true },
    }
    const next = orderReducer(start, { type: 'order/update', fields: { pack: 'tv' } })
    expect(next.search).toEqual({ npa: '', street: '', number: '', city: '' })
    expect(next.distributor).toBeNull()
    expect(next.statuses.caius).toBe(false)
  })

  it('after a check, a distributor without a matching redirect leaves no error and the status on', () => {
    let s = orderReducer({ ...initialOrderState, error: ADDRESS_ERRORS.getStreets }, { type: 'distributor/checkStarted' })
    s = orderReducer(s, { type: 'distributor/found', distributor: distributor() })
    expect(s.error).toBeNull()
    expect(s.statuses).toEqual({ loading: false, caius: true })
  })
})
