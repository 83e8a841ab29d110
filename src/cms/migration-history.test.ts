import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { FROZEN_INITIAL_MIGRATIONS, foreignMigrations, foreignMigrationsMessage } from './migration-history'

const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations')

/** The frozen initial migrations' contents: a schema change is a new migration after them, never an edit. */
const FROZEN_SHA256 = {
  sqlite: '73ebf26827c6ef6e1fce92669d1a6ca291b3122b786151c59914d4714666044f',
  postgres: '7fc591102f8c7a0fd9ca952968da3315b9be5fb04cfa9c52f2561f5e4fbe3263',
}

describe('the initial migrations are frozen', () => {
  for (const kind of ['sqlite', 'postgres'] as const) {
    it(`${kind}: the frozen initial migration comes first and is unchanged`, () => {
      const modules = readdirSync(path.join(MIGRATIONS, kind))
        .filter((file) => /^\d{8}_\d{6}_\w+\.ts$/.test(file))
        .sort()
      const initial = `${FROZEN_INITIAL_MIGRATIONS[kind]}.ts`
      expect(modules[0]).toBe(initial)
      const text = readFileSync(path.join(MIGRATIONS, kind, initial))
      expect(createHash('sha256').update(text).digest('hex')).toBe(FROZEN_SHA256[kind])
    })
  }
})

describe('a database made by a pre-freeze initial migration', () => {
  const frozen = FROZEN_INITIAL_MIGRATIONS.sqlite

  it('is found when it did not run the frozen initial migration', () => {
    expect(foreignMigrations(['20261120_101010_initial'], frozen)).toEqual(['20261120_101010_initial'])
  })

  it('is not a new database, nor one this checkout migrated, nor one that also ran later migrations', () => {
    expect(foreignMigrations([], frozen)).toEqual([])
    expect(foreignMigrations([frozen], frozen)).toEqual([])
    expect(foreignMigrations([frozen, '20261201_000000_next'], frozen)).toEqual([])
  })

  it("leaves out Payload's own schema-push marker", () => {
    expect(foreignMigrations(['dev'], frozen)).toEqual([])
  })

  it('says which migration made it and how to start again without losing its content', () => {
    const message = foreignMigrationsMessage(['20261120_101010_initial'])
    expect(message).toContain('20261120_101010_initial')
    expect(message).toContain('frozen')
    expect(message).toContain('npm run backup')
    expect(message).toContain('data/')
  })
})
