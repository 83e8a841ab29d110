import { describe, expect, it } from 'vitest'

import { EMPTY_ADDRESS, ADDRESS_ERRORS } from '@/features/address'
import { VERBIER_ROW } from '@/features/address/test-fixtures'
import { contactReducer, initialContactState, type ContactState } from '@/features/forms'
import { distributor } from '@/features/distributors/test-fixtures'

import { initialOrderState, orderReducer, type OrderState } from './order-store'

// §4 "Order and contact address flow": sentences that hold for both stores.

const filledOrder: OrderState = {
  ...initialOrderState,
  search: { npa: '1934', street: 'Rue du Bourg', number: '12', city: 'Le Châble VS' },
  streets: [VERBIER_ROW],
  distributor: distributor(),
  statuses: { loading: false, caius: true },
}

const filledContact: ContactState = {
  ...initialContactState,
  npa: '1934',
  street: 'Rue du Bourg',
  number: '12',
  city: 'Le Châble VS',
  streets: [VERBIER_ROW],
  distributor: 'info@entremont.example',
  statuses: { loading: false, contact: true },
}

describe('§4 order and contact address flow (shared transitions)', () => {
  it('setting a postal code clears city, street, number, street list and distributor and turns the caius/contact status off.', () => {
    const order = orderReducer(filledOrder, { type: 'address/setPostalCode', npa: '1936' })
    expect(order.search).toEqual({ npa: '1936', street: '', number: '', city: '' })
    expect(order.streets).toEqual([])
    expect(order.distributor).toBeNull()
    expect(order.statuses.caius).toBe(false)

    const contact = contactReducer(filledContact, { type: 'address/setPostalCode', npa: '1936' })
    expect([contact.npa, contact.street, contact.number, contact.city]).toEqual(['1936', '', '', ''])
    expect(contact.streets).toEqual([])
    expect(contact.distributor).toBe('')
    expect(contact.statuses.contact).toBe(false)
  })

  it('Picking a street sets street and city.', () => {
    const start = { ...filledOrder, search: { ...EMPTY_ADDRESS, npa: '1936', number: '4' } }
    const order = orderReducer(start, { type: 'address/pickStreet', row: VERBIER_ROW })
    expect(order.search).toEqual({ npa: '1936', street: 'Route des Creux', number: '4', city: 'Verbier' })

    const contact = contactReducer({ ...initialContactState, npa: '1936', number: '4' }, { type: 'address/pickStreet', row: VERBIER_ROW })
    expect([contact.npa, contact.street, contact.number, contact.city]).toEqual(['1936', 'Route des Creux', '4', 'Verbier'])
  })

  it('A distributor result turns loading off and the status on; errors turn loading off.', () => {
    const found = distributor()
    const loadingOrder = { ...filledOrder, distributor: null, statuses: { loading: true, caius: false } }
    const order = orderReducer(loadingOrder, { type: 'distributor/found', distributor: found })
    expect(order.statuses).toEqual({ loading: false, caius: true })
    expect(order.distributor).toBe(found)

    const failedOrder = orderReducer(loadingOrder, {
      type: 'address/failed',
      error: ADDRESS_ERRORS.getDistributor,
    })
    expect(failedOrder.statuses).toEqual({ loading: false, caius: false })
    expect(failedOrder.error).toBe('order.caius.error.get_distributor')

    const loadingContact = { ...initialContactState, statuses: { loading: true, contact: false } }
    const contact = contactReducer(loadingContact, { type: 'distributor/found', distributor: found })
    expect(contact.statuses).toEqual({ loading: false, contact: true })
    expect(contact.distributor).toBe('info@entremont.example')

    const failedContact = contactReducer(loadingContact, {
      type: 'address/failed',
      error: ADDRESS_ERRORS.getStreets,
    })
    expect(failedContact.statuses).toEqual({ loading: false, contact: false })
    expect(failedContact.error).toBe('order.caius.error.get_streets')
  })

  it('Starting a distributor check clears errors and exceptions, sets loading on, then toggles the status.', () => {
    const troubled: OrderState = {
      ...initialOrderState,
      error: ADDRESS_ERRORS.npaException,
      exception: true,
      exceptionDistributor: distributor(),
      statuses: { loading: false, caius: false },
    }
    const order = orderReducer(troubled, { type: 'distributor/checkStarted' })
    expect(order.error).toBeNull()
    expect(order.exception).toBe(false)
    expect(order.exceptionDistributor).toBeNull()
    expect(order.statuses).toEqual({ loading: true, caius: true })
    // a toggle, not a set: a second start turns it back off
    expect(orderReducer(order, { type: 'distributor/checkStarted' }).statuses.caius).toBe(false)

    const contact = contactReducer(
      { ...initialContactState, error: { message: 'Adresse inconnue' }, statuses: { loading: false, contact: true } },
      { type: 'distributor/checkStarted' },
    )
    expect(contact.error).toBeNull()
    expect(contact.statuses).toEqual({ loading: true, contact: false })
  })
})

describe('address flow details', () => {
  it('keeps the street list a lookup returned and the house number typed', () => {
    const withStreets = orderReducer(initialOrderState, {
      type: 'address/streetsLoaded',
      streets: [VERBIER_ROW],
    })
    expect(withStreets.streets).toEqual([VERBIER_ROW])
    const contact = contactReducer(initialContactState, { type: 'address/setNumber', number: '7b' })
    expect(contact.number).toBe('7b')
  })

  it('never mutates the state it was given', () => {
    const before = structuredClone(filledOrder)
    orderReducer(filledOrder, { type: 'address/setPostalCode', npa: '1700' })
    orderReducer(filledOrder, { type: 'distributor/checkStarted' })
    expect(filledOrder).toEqual(before)
  })
})
