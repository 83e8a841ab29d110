import { describe, expect, it } from 'vitest'

import { stopTransition } from './graceful-stop'

describe('stopTransition', () => {
  it('a signal starts the drain; the drain finished exits 0', () => {
    expect(stopTransition('serving', 'signal')).toEqual({ phase: 'draining' })
    expect(stopTransition('draining', 'drained')).toEqual({ phase: 'exited', exitCode: 0 })
  })

  it('a second signal or the drain time spent exits 1 at once', () => {
    expect(stopTransition('draining', 'signal')).toEqual({ phase: 'exited', exitCode: 1 })
    expect(stopTransition('draining', 'deadline')).toEqual({ phase: 'exited', exitCode: 1 })
  })

  it('nothing else moves it', () => {
    expect(stopTransition('serving', 'drained')).toEqual({ phase: 'serving' })
    expect(stopTransition('serving', 'deadline')).toEqual({ phase: 'serving' })
    for (const event of ['signal', 'drained', 'deadline'] as const) expect(stopTransition('exited', event)).toEqual({ phase: 'exited' })
  })
})
