import { describe, expect, it } from 'vitest'

import { catalogueOf, CONFIGURATION_PARAM } from '@/features/catalogue'
import { catalogueItem } from '@/features/catalogue/test-fixtures'
import { serializeConfiguration } from '@/features/configurator'

import { funnelReducer, initialFunnelState, type FunnelState } from '../funnel'
import { restoreFunnel } from './funnel-logic'

const CATALOGUE = catalogueOf([
  catalogueItem('internet-300', { monthlyPrice: 49, options: ['hsi_solo_net'] }),
  catalogueItem('internet-1g', { monthlyPrice: 69 }),
  catalogueItem('hsi_solo_net', { kind: 'option', monthlyPrice: 12 }),
])

const chosen = (slug: string): FunnelState =>
  funnelReducer(initialFunnelState, { type: 'order', action: { type: 'order/update', fields: { pack: 'internet', value: slug } } })

describe('the funnel a visitor finds again', () => {
  it('opens on the offer step with nothing chosen when nothing is saved and no link chose', () => {
    expect(restoreFunnel(initialFunnelState, null, '', CATALOGUE)).toEqual({ state: initialFunnelState, chosen: false })
  })

  it('reads back the saved funnel, and starts again when the catalogue no longer has its choice', () => {
    const saved = chosen('internet-1g')
    expect(restoreFunnel(initialFunnelState, JSON.stringify(saved), '', CATALOGUE).state.order.order.value).toBe('internet-1g')
    const gone = JSON.stringify(chosen('internet-10g'))
    expect(restoreFunnel(initialFunnelState, gone, '', CATALOGUE)).toEqual({ state: initialFunnelState, chosen: false })
    expect(restoreFunnel(initialFunnelState, '{not json', '', CATALOGUE).state).toBe(initialFunnelState)
  })

  it('takes the offer of ?offre= on to the address step, the link having chosen', () => {
    const { state, chosen: byLink } = restoreFunnel(initialFunnelState, null, '?offre=internet-300', CATALOGUE)
    expect(byLink).toBe(true)
    expect(state.step).toBe('address')
    expect(state.order.order).toMatchObject({ value: 'internet-300', pack: 'internet' })
    expect(restoreFunnel(initialFunnelState, null, '?offre=unknown', CATALOGUE)).toEqual({ state: initialFunnelState, chosen: false })
  })

  it('takes a ?configuration= with its options, and a reload of the same link keeps the saved funnel', () => {
    const lines = [
      { slug: 'internet-300', quantity: 1 },
      { slug: 'hsi_solo_net', quantity: 1 },
    ]
    const search = `?${CONFIGURATION_PARAM}=${encodeURIComponent(serializeConfiguration(lines))}`
    const first = restoreFunnel(initialFunnelState, null, search, CATALOGUE)
    expect(first.chosen).toBe(true)
    expect(first.state.order.order).toMatchObject({ value: 'internet-300', hsi_solo_net: true })
    const saved = { ...first.state, order: { ...first.state.order, search: { ...first.state.order.search, npa: '1936' } } }
    const reload = restoreFunnel(initialFunnelState, JSON.stringify(saved), search, CATALOGUE)
    expect(reload.chosen).toBe(false)
    expect(reload.state.order.search.npa).toBe('1936')
  })
})
