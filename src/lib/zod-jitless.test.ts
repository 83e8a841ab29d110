import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { config } from 'zod/v4/core'

import { switchOffZodJit, type ZodScope } from './zod-jitless'

describe('switchOffZodJit', () => {
  it('is the setting zod reads, set before or after zod loads', () => {
    switchOffZodJit()
    expect(config().jitless).toBe(true)
    const fresh: ZodScope = {}
    switchOffZodJit(fresh)
    expect(fresh.__zod_globalConfig).toEqual({ jitless: true })
  })

  it('makes zod compile no code from a string, which the CSP refuses (a spy on Function sees every compile)', () => {
    switchOffZodJit()
    const compiled: unknown[][] = []
    const scope = globalThis as { Function: FunctionConstructor }
    const real = scope.Function
    scope.Function = new Proxy(real, {
      construct: (target, args: unknown[]) => (compiled.push(args), Reflect.construct(target, args)),
      apply: (target, self, args: unknown[]) => (compiled.push(args), Reflect.apply(target, self, args)),
    })
    try {
      const schema = z.object({ name: z.string().min(2), city: z.string() })
      expect(schema.safeParse({ name: 'Léa', city: 'Bulle' }).success).toBe(true)
      expect(schema.safeParse({ name: 'L', city: 'Bulle' }).success).toBe(false)
      expect(compiled).toEqual([])
      new Function('return 1')
      expect(compiled).toEqual([['return 1']])
    } finally {
      scope.Function = real
    }
  })

  it('leaves parsing as it was', () => {
    switchOffZodJit()
    const schema = z.object({ name: z.string().min(2) })
    expect(schema.safeParse({ name: 'Léa' }).success).toBe(true)
    expect(schema.safeParse({ name: 'L' }).success).toBe(false)
  })
})
