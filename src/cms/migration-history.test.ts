import { describe, expect, it } from 'vitest'

import { foreignMigrations, foreignMigrationsMessage } from './migration-history'

describe('a database made by another initial migration', () => {
  const known = ['20261127_020517_initial']

  it('is found when none of the applied migrations is one of this checkout', () => {
    expect(foreignMigrations(['20261120_101010_initial'], known)).toEqual(['20261120_101010_initial'])
  })

  it('is not a new database, nor one this checkout migrated, nor one that also ran a later migration of its own', () => {
    expect(foreignMigrations([], known)).toEqual([])
    expect(foreignMigrations(['20261127_020517_initial'], known)).toEqual([])
    expect(foreignMigrations(['20261127_020517_initial', '20261201_000000_next'], known)).toEqual([])
  })

  it("leaves out Payload's own schema-push marker", () => {
    expect(foreignMigrations(['dev'], known)).toEqual([])
  })

  it('says which migration made it and how to start again without losing its content', () => {
    const message = foreignMigrationsMessage(['20261120_101010_initial'])
    expect(message).toContain('20261120_101010_initial')
    expect(message).toContain('npm run backup')
    expect(message).toContain('data/')
  })
})
