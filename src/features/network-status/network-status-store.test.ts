import { describe, it, expect } from 'vitest'
import {
  currentEventsCount,
  initialNetworkStatusState,
  networkStatusReducer,
  type NetworkStatusAction,
  type NetworkStatusState,
} from './network-status-store'
import type { NetworkStatusEffect } from './alert-panel'

function run(actions: NetworkStatusAction[], from: NetworkStatusState = initialNetworkStatusState()) {
  let state = from
  const effects: NetworkStatusEffect[] = []
  for (const action of actions) {
    const next = networkStatusReducer(state, action)
    state = next.state
    effects.push(...next.effects)
  }
  return { state, effects }
}

describe('§3 Network status store', () => {
  it("'Network status store: current_events, past_events, alert, npa_list, npa, address, number, availability, loading.'", () => {
    const current = { count: 2, results: [{ description: 'Panne TV à Bulle' }, { description: 'Maintenance' }] }
    const past = { count: 1, results: [{ description: 'Coupure résolue' }] }

    expect(run([{ type: 'request/start' }]).state.loading).toBe(true)

    const { state, effects } = run([
      { type: 'request/start' },
      { type: 'currentEvents/loaded', events: current },
      { type: 'request/start' },
      { type: 'pastEvents/loaded', events: past },
      { type: 'npaList/loaded', npaList: ['1630', '1700'] },
      { type: 'npa/set', npa: '1630' },
      { type: 'address/set', address: 'Rue de Gruyères' },
      { type: 'number/set', number: '12' },
      { type: 'availability/loaded', availability: 'fibre' },
      { type: 'bell/click' },
    ])
    expect(state).toMatchObject({
      current_events: current,
      past_events: past,
      alert: true,
      npa_list: ['1630', '1700'],
      npa: '1630',
      address: 'Rue de Gruyères',
      number: '12',
      availability: 'fibre',
      loading: false,
    })
    // The alert flag lives in this store, so its change asks for the reload.
    expect(effects).toEqual([{ type: 'loadCurrentEvents' }])
    expect(run([{ type: 'request/start' }, { type: 'request/failure' }]).state.loading).toBe(false)
  })

  it("'Notification: current events count.'", () => {
    expect(currentEventsCount(initialNetworkStatusState())).toBe(0)
    const { state } = run([{ type: 'currentEvents/loaded', events: { count: 3, results: [] } }])
    expect(currentEventsCount(state)).toBe(3)
  })
})
