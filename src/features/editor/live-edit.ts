/** §3 Live edit: a boolean flag; §4: it can be enabled or disabled. */

export type LiveEditState = boolean

export type LiveEditAction = { type: 'liveEdit/enable' } | { type: 'liveEdit/disable' }

export const initialLiveEditState: LiveEditState = false

export function liveEditReducer(state: LiveEditState, action: LiveEditAction): LiveEditState {
  switch (action.type) {
    case 'liveEdit/enable':
      return true
    case 'liveEdit/disable':
      return false
  }
}
