/**
 * §4 network-status widgets as pure logic: the status dot, the regional alert panel and the
 * notification bell (both Fribourg only, §2). Transitions return the side effects to run as
 * data, so the caller decides how to fetch and React never sees state logic.
 */

/** Side effects the caller performs after a transition. */
export type NetworkStatusEffect = { type: 'loadCurrentEvents' }

export interface Transition<S> {
  state: S
  effects: NetworkStatusEffect[]
}

export type NetworkStatusDot = 'ok' | 'warning'

/** §4: resolved is the green dot; anything else, an unknown or missing status included, warns. */
export function networkStatusDot(status: string | null | undefined): NetworkStatusDot {
  return status === 'resolved' ? 'ok' : 'warning'
}

/** §4: the bell shows a dot badge when the current events count is above zero. */
export function hasNotificationBadge(currentEventsCount: number | null | undefined): boolean {
  return typeof currentEventsCount === 'number' && currentEventsCount > 0
}

export interface AlertPanelState {
  /** The regional alert flag (§3 network status store `alert`); the panel is open while set. */
  alert: boolean
  /**
   * Armed when the panel opens: the click that opened it (on the bell) reaches the document
   * after the panel is shown and would otherwise close it at once.
   */
  ignoreNextOutsideClick: boolean
}

export type AlertPanelAction =
  | { type: 'alert/set'; alert: boolean }
  | { type: 'alertPanel/closeIcon' }
  | { type: 'alertPanel/outsideClick' }
  | { type: 'bell/mount' }
  | { type: 'bell/click' }

export function initialAlertPanelState(): AlertPanelState {
  return { alert: false, ignoreNextOutsideClick: false }
}

export function isAlertPanelOpen(state: AlertPanelState): boolean {
  return state.alert
}

const LOAD_CURRENT_EVENTS: NetworkStatusEffect = { type: 'loadCurrentEvents' }

function setAlert<S extends AlertPanelState>(state: S, alert: boolean): Transition<S> {
  if (state.alert === alert) return { state, effects: [] }
  return {
    state: { ...state, alert, ignoreNextOutsideClick: alert },
    // §4: every change of the alert reloads the current events.
    effects: [LOAD_CURRENT_EVENTS],
  }
}

/** Generic over the state so the network status store can embed the panel's fields. */
export function alertPanelReducer<S extends AlertPanelState>(state: S, action: AlertPanelAction): Transition<S> {
  switch (action.type) {
    case 'alert/set':
      return setAlert(state, action.alert)
    case 'alertPanel/closeIcon':
      return setAlert(state, false)
    case 'alertPanel/outsideClick':
      if (!state.alert) return { state, effects: [] }
      if (state.ignoreNextOutsideClick) {
        return { state: { ...state, ignoreNextOutsideClick: false }, effects: [] }
      }
      return setAlert(state, false)
    case 'bell/mount':
      return { state, effects: [LOAD_CURRENT_EVENTS] }
    case 'bell/click':
      return setAlert(state, true)
  }
}
