import { describe, it, expect } from 'vitest'
import {
  alertPanelReducer,
  hasNotificationBadge,
  initialAlertPanelState,
  isAlertPanelOpen,
  networkStatusDot,
  type AlertPanelAction,
  type AlertPanelState,
  type NetworkStatusEffect,
} from './alert-panel'

/** Runs actions in order, collecting every effect. */
function run(actions: AlertPanelAction[], from: AlertPanelState = initialAlertPanelState()) {
  let state = from
  const effects: NetworkStatusEffect[] = []
  for (const action of actions) {
    const next = alertPanelReducer(state, action)
    state = next.state
    effects.push(...next.effects)
  }
  return { state, effects }
}

const load: NetworkStatusEffect = { type: 'loadCurrentEvents' }

describe('§4 network status widgets', () => {
  it("'Network status: resolved (green dot) or anything else (warning dot).'", () => {
    expect(networkStatusDot('resolved')).toBe('ok')
    expect(networkStatusDot('investigating')).toBe('warning')
    expect(networkStatusDot('Resolved')).toBe('warning')
    expect(networkStatusDot('')).toBe('warning')
    expect(networkStatusDot(null)).toBe('warning')
    expect(networkStatusDot(undefined)).toBe('warning')
  })

  it("'Alert panel: opens when the alert flag is set; closes on the close icon or a click outside (the first click is ignored); when the alert changes it reloads current events.'", () => {
    // Opens when the flag is set; the change reloads current events.
    let step = run([{ type: 'alert/set', alert: true }])
    expect(isAlertPanelOpen(step.state)).toBe(true)
    expect(step.effects).toEqual([load])

    // Setting the same value is no change: no reload.
    expect(run([{ type: 'alert/set', alert: true }], step.state).effects).toEqual([])

    // Close icon closes (a change, so it reloads too).
    const closed = run([{ type: 'alertPanel/closeIcon' }], step.state)
    expect(isAlertPanelOpen(closed.state)).toBe(false)
    expect(closed.effects).toEqual([load])

    // Click outside: the first one is ignored, the second closes.
    step = run([{ type: 'alertPanel/outsideClick' }], step.state)
    expect(isAlertPanelOpen(step.state)).toBe(true)
    expect(step.effects).toEqual([])
    step = run([{ type: 'alertPanel/outsideClick' }], step.state)
    expect(isAlertPanelOpen(step.state)).toBe(false)
    expect(step.effects).toEqual([load])

    // Reopening ignores the first outside click again; clicks while closed do nothing.
    step = run([{ type: 'alert/set', alert: true }, { type: 'alertPanel/outsideClick' }], step.state)
    expect(isAlertPanelOpen(step.state)).toBe(true)
    expect(run([{ type: 'alertPanel/outsideClick' }], initialAlertPanelState())).toEqual({
      state: initialAlertPanelState(),
      effects: [],
    })
  })

  it("'Notification bell: dot badge when current events count is above zero; clicking makes the regional alert visible; events load on mount.'", () => {
    expect(hasNotificationBadge(1)).toBe(true)
    expect(hasNotificationBadge(0)).toBe(false)
    expect(hasNotificationBadge(-1)).toBe(false)
    expect(hasNotificationBadge(null)).toBe(false)

    const clicked = run([{ type: 'bell/click' }])
    expect(isAlertPanelOpen(clicked.state)).toBe(true)

    const mounted = run([{ type: 'bell/mount' }])
    expect(mounted.effects).toEqual([load])
    expect(mounted.state).toEqual(initialAlertPanelState())
  })
})
