/**
 * §3 Network status store: events, the regional alert flag, and the availability checker's
 * postal code, address, number and result. The alert panel and bell transitions of
 * ./alert-panel run on the same state, so the store returns their effects too.
 */
import { alertPanelReducer, type AlertPanelAction, type AlertPanelState, type Transition } from './alert-panel'

/** §3 Network event. Only the description is shown by the spec; other fields pass through. */
export interface NetworkEvent {
  description: string
  [field: string]: unknown
}

/** §3 Network event list. */
interface NetworkEventList {
  count: number
  results: NetworkEvent[]
}

export interface NetworkStatusState extends AlertPanelState {
  current_events: NetworkEventList | null
  past_events: NetworkEventList | null
  npa_list: string[]
  npa: string
  address: string
  number: string
  /** The `availability` field of /api/nfr/availability; its shape is not shown (§7). */
  availability: unknown
  loading: boolean
}

export type NetworkStatusAction =
  | AlertPanelAction
  | { type: 'request/start' }
  | { type: 'request/failure' }
  | { type: 'currentEvents/loaded'; events: NetworkEventList }
  | { type: 'pastEvents/loaded'; events: NetworkEventList }
  | { type: 'npaList/loaded'; npaList: string[] }
  | { type: 'npa/set'; npa: string }
  | { type: 'address/set'; address: string }
  | { type: 'number/set'; number: string }
  | { type: 'availability/loaded'; availability: unknown }

export function initialNetworkStatusState(): NetworkStatusState {
  return {
    current_events: null,
    past_events: null,
    alert: false,
    ignoreNextOutsideClick: false,
    npa_list: [],
    npa: '',
    address: '',
    number: '',
    availability: null,
    loading: false,
  }
}

function only(state: NetworkStatusState): Transition<NetworkStatusState> {
  return { state, effects: [] }
}

export function networkStatusReducer(state: NetworkStatusState, action: NetworkStatusAction): Transition<NetworkStatusState> {
  switch (action.type) {
    case 'request/start':
      return only({ ...state, loading: true })
    case 'request/failure':
      return only({ ...state, loading: false })
    case 'currentEvents/loaded':
      return only({ ...state, current_events: action.events, loading: false })
    case 'pastEvents/loaded':
      return only({ ...state, past_events: action.events, loading: false })
    case 'npaList/loaded':
      return only({ ...state, npa_list: action.npaList, loading: false })
    case 'availability/loaded':
      return only({ ...state, availability: action.availability, loading: false })
    case 'npa/set':
      return only({ ...state, npa: action.npa })
    case 'address/set':
      return only({ ...state, address: action.address })
    case 'number/set':
      return only({ ...state, number: action.number })
    default:
      return alertPanelReducer(state, action)
  }
}

/** §3 Notification: the current events count the bell shows. */
export function currentEventsCount(state: NetworkStatusState): number {
  return state.current_events?.count ?? 0
}
