import { describe, it, expect } from 'vitest'
import { initialLiveEditState, liveEditReducer } from './live-edit'

describe('§4 Live edit', () => {
  it("'Live edit can be enabled or disabled.'", () => {
    expect(initialLiveEditState).toBe(false)
    const enabled = liveEditReducer(initialLiveEditState, { type: 'liveEdit/enable' })
    expect(enabled).toBe(true)
    expect(liveEditReducer(enabled, { type: 'liveEdit/enable' })).toBe(true)
    expect(liveEditReducer(enabled, { type: 'liveEdit/disable' })).toBe(false)
    expect(liveEditReducer(false, { type: 'liveEdit/disable' })).toBe(false)
  })
})
