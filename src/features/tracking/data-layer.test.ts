import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { pushToDataLayer } from './data-layer'
import { whenInDataLayer } from './data-layer-events'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

describe('whenInDataLayer', () => {
  it('runs at once when the event was pushed already', () => {
    pushToDataLayer({ event: 'gtm.js' })
    const callback = vi.fn()
    whenInDataLayer('gtm.js', callback)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('runs once when the event is pushed later, whatever else comes; the entries stay in the layer', () => {
    const callback = vi.fn()
    whenInDataLayer('gtm.js', callback)
    pushToDataLayer({ event: 'page_view' })
    expect(callback).not.toHaveBeenCalled()
    pushToDataLayer({ event: 'gtm.js' })
    pushToDataLayer({ event: 'gtm.js' })
    expect(callback).toHaveBeenCalledTimes(1)
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual(['page_view', 'gtm.js', 'gtm.js'])
  })
})
