import { describe, expect, it } from 'vitest'

import { VERBIER_ROW } from '@/features/address/test-fixtures'
import { distributor } from '@/features/distributors/test-fixtures'

import { canEnter, funnelReducer, initialFunnelState, restorable, type FunnelAction, type FunnelState } from './funnel'

const run = (actions: FunnelAction[], state: FunnelState = initialFunnelState) => actions.reduce(funnelReducer, state)
const AVAILABILITY = { fibre: true, maxDownload: 1000, maxUpload: 100, technologies: ['fibre' as const] }

const confirmed = run([
  { type: 'order', action: { type: 'order/update', fields: { pack: 'internet-tv' } } },
  { type: 'go', step: 'address' },
  { type: 'order', action: { type: 'address/setPostalCode', npa: '1936' } },
  { type: 'order', action: { type: 'distributor/checkStarted' } },
  { type: 'order', action: { type: 'distributor/found', distributor: distributor() } },
  { type: 'order', action: { type: 'address/pickStreet', row: VERBIER_ROW } },
  { type: 'order', action: { type: 'address/setNumber', number: '3' } },
  { type: 'addressConfirmed', availability: AVAILABILITY },
])

describe('order funnel', () => {
  it('starts at the offer; the address needs a pack, the details a confirmed address', () => {
    expect(initialFunnelState.step).toBe('offer')
    expect(run([{ type: 'go', step: 'address' }]).step).toBe('offer')
    expect(confirmed.step).toBe('address')
    expect(canEnter(confirmed, 'details')).toBe(true)
    expect(run([{ type: 'go', step: 'details' }], confirmed).step).toBe('details')
  })

  it('changing the address, the number or the pack withdraws the confirmation', () => {
    for (const action of [
      { type: 'address/setNumber', number: '4' },
      { type: 'address/setPostalCode', npa: '1934' },
      { type: 'order/update', fields: { pack: 'tv' } },
    ] as const) {
      const next = run([{ type: 'order', action }], confirmed)
      expect(next.availability).toBeNull()
      expect(canEnter(next, 'details')).toBe(false)
    }
  })

  it('a redirect for the pack blocks the details step', () => {
    const redirected = run(
      [
        {
          type: 'order',
          action: { type: 'distributor/found', distributor: distributor({ redirects: [{ key: 'all', target: 'https://local.example' }] }) },
        },
      ],
      confirmed,
    )
    expect(redirected.order.exception).toBe(true)
    expect(canEnter(redirected, 'details')).toBe(false)
  })

  it('a placed order shows its reference, confirms the store and forgets the draft', () => {
    const placed = run(
      [
        { type: 'draft', values: { firstName: 'Léa' } },
        {
          type: 'placed',
          reference: 'CMD-2026-000001',
          tracking: '/commande/suivi?ref=CMD-2026-000001&token=t',
          payload: { audience: 'private' },
        },
      ],
      confirmed,
    )
    expect(placed.step).toBe('done')
    expect(placed.tracking).toBe('/commande/suivi?ref=CMD-2026-000001&token=t')
    expect(placed.order.confirm).toBe(true)
    expect(placed.order.payload).toEqual({ audience: 'private' })
    expect(placed.draft).toEqual({})
    expect(canEnter(placed, 'address')).toBe(false)
    expect(run([{ type: 'restart' }], placed)).toEqual(initialFunnelState)
  })

  it('a saved state comes back without a running request; foreign data is ignored', () => {
    const saved = JSON.parse(JSON.stringify({ ...confirmed, order: { ...confirmed.order, statuses: { loading: true, caius: true } } }))
    expect(restorable(saved)?.order.statuses).toEqual({ loading: false, caius: true })
    expect(restorable(saved)?.availability).toEqual(AVAILABILITY)
    // A confirmation saved before tracking links existed has none.
    expect(restorable({ ...saved, tracking: undefined })?.tracking).toBeNull()
    expect(restorable({ step: 'nowhere', order: {} })).toBeNull()
    expect(restorable('x')).toBeNull()
  })

  describe('an order sent by post (mobile plans only)', () => {
    const mobileOnly = run([
      { type: 'order', action: { type: 'order/update', fields: { pack: 'mobile', value: 'mobile-plus', delivery: true } } },
      { type: 'go', step: 'address' },
      { type: 'order', action: { type: 'address/setPostalCode', npa: '1896' } },
      { type: 'order', action: { type: 'address/pickStreet', row: { npa: '1896', street: 'Route du Simplon', city: 'Vouvry' } } },
      { type: 'order', action: { type: 'address/setNumber', number: '2' } },
    ])

    it('asks for a delivery address: the details open once it is complete, with no network and no availability', () => {
      expect(canEnter(mobileOnly, 'details')).toBe(false)
      const delivered = run([{ type: 'deliveryConfirmed' }], mobileOnly)
      expect(delivered.deliveryChecked).toBe(true)
      expect(delivered.order.distributor).toBeNull()
      expect(delivered.availability).toBeNull()
      expect(run([{ type: 'go', step: 'details' }], delivered).step).toBe('details')
    })

    it('an incomplete delivery address is not confirmed', () => {
      const noNumber = run(
        [{ type: 'order', action: { type: 'address/setNumber', number: ' ' } }, { type: 'deliveryConfirmed' }],
        mobileOnly,
      )
      expect(noNumber.deliveryChecked).toBe(false)
      expect(canEnter(noNumber, 'details')).toBe(false)
    })

    it('an order that is installed is never confirmed by a delivery address', () => {
      const installed = run([{ type: 'order', action: { type: 'order/update', fields: { delivery: false } } }], mobileOnly)
      const refused = run(
        [
          { type: 'order', action: { type: 'address/setPostalCode', npa: '1896' } },
          { type: 'order', action: { type: 'address/pickStreet', row: { npa: '1896', street: 'Route du Simplon', city: 'Vouvry' } } },
          { type: 'order', action: { type: 'address/setNumber', number: '2' } },
          { type: 'deliveryConfirmed' },
        ],
        installed,
      )
      expect(refused.deliveryChecked).toBe(false)
      expect(canEnter(refused, 'details')).toBe(false)
    })

    it('changing the delivery address or the choice withdraws its confirmation', () => {
      const delivered = run([{ type: 'deliveryConfirmed' }], mobileOnly)
      for (const action of [
        { type: 'address/setNumber', number: '4' },
        { type: 'address/setPostalCode', npa: '1904' },
        { type: 'order/update', fields: { value: 'mobile-max' } },
      ] as const) {
        const next = run([{ type: 'order', action }], delivered)
        expect(next.deliveryChecked).toBe(false)
        expect(canEnter(next, 'details')).toBe(false)
      }
    })

    it('a saved delivery comes back confirmed; a state saved before deliveries existed is installed', () => {
      const delivered = JSON.parse(JSON.stringify(run([{ type: 'deliveryConfirmed' }], mobileOnly)))
      expect(restorable(delivered)?.deliveryChecked).toBe(true)
      const { delivery: _delivery, ...older } = delivered.order.order
      const before = restorable({ ...delivered, deliveryChecked: undefined, order: { ...delivered.order, order: older } })
      expect(before?.order.order.delivery).toBe(false)
      expect(before?.deliveryChecked).toBe(false)
    })
  })
})
