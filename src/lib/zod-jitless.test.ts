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

  it('leaves parsing as it was', () => {
    switchOffZodJit()
    const schema = z.object({ name: z.string().min(2) })
    expect(schema.safeParse({ name: 'Léa' }).success).toBe(true)
    expect(schema.safeParse({ name: 'L' }).success).toBe(false)
  })
})
