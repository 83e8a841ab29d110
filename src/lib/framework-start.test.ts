import { describe, expect, it, vi } from 'vitest'

import { spreadFrameworkStart, type BootstrapScope } from './framework-start'

const reactDom = vi.hoisted(() => ({ evaluations: 0 }))
vi.mock('react-dom/client', () => {
  reactDom.evaluations += 1
  return { hydrateRoot: () => undefined }
})

describe('spreadFrameworkStart', () => {
  it("gives Next's bootstrap one empty inline script to wait for, after any it had", () => {
    const scope: BootstrapScope = { __next_s: [['/a.js', {}]] }
    spreadFrameworkStart(scope, () => undefined)
    expect(scope.__next_s).toEqual([
      ['/a.js', {}],
      [0, { children: '' }],
    ])
    const fresh: BootstrapScope = {}
    spreadFrameworkStart(fresh, () => undefined)
    expect(fresh.__next_s).toEqual([[0, { children: '' }]])
  })

  it("evaluates React DOM's client in the task it is given, not in the caller's", async () => {
    const tasks: (() => void)[] = []
    spreadFrameworkStart({}, (run) => tasks.push(run))
    await Promise.resolve()
    expect(reactDom.evaluations).toBe(0)
    expect(tasks).toHaveLength(1)
    tasks[0]!()
    await vi.waitFor(() => expect(reactDom.evaluations).toBe(1))
  })
})
