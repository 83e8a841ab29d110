import { afterEach, describe, expect, it, vi } from 'vitest'

import { whenIdle } from './when-idle'

afterEach(() => vi.unstubAllGlobals())

describe('whenIdle', () => {
  it('waits for an idle callback, at the latest after the timeout, and cancels it on the window', () => {
    const fakeWindow = {
      requestIdleCallback: vi.fn((callback: () => void, options: { timeout: number }) => (callback(), options.timeout)),
      cancelIdleCallback: vi.fn(function (this: unknown, id: number) {
        // A native method called off the window throws "Illegal invocation".
        expect(this).toBe(fakeWindow)
        return id
      }),
    }
    vi.stubGlobal('window', fakeWindow)
    const callback = vi.fn()
    const cancel = whenIdle(callback, 1500)
    expect(callback).toHaveBeenCalledOnce()
    expect(fakeWindow.requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 1500 })
    cancel()
    expect(fakeWindow.cancelIdleCallback).toHaveBeenCalledWith(1500)
  })

  it('without idle callbacks (Safari), runs in a task of its own', () => {
    vi.useFakeTimers()
    vi.stubGlobal('window', { setTimeout, clearTimeout })
    const callback = vi.fn()
    whenIdle(callback)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledOnce()
    const cancelled = vi.fn()
    whenIdle(cancelled)()
    vi.advanceTimersByTime(10)
    expect(cancelled).not.toHaveBeenCalled()
    vi.useRealTimers()
  })
})
