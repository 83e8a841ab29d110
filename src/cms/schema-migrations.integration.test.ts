import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'

afterAll(async () => (await cms()).destroy())

type Snapshot = Record<string, unknown> & { version: string }

/** The part of Payload's drizzle adapters that `payload migrate:create` uses to write a migration. */
type MigrationMaker = {
  migrationDir: string
  schema: Record<string, unknown>
  requireDrizzleKit: () => {
    generateDrizzleJson: (schema: Record<string, unknown>) => Snapshot | Promise<Snapshot>
    generateMigration: (before: Snapshot, after: Snapshot) => Promise<string[]>
    upSnapshot?: (snapshot: Record<string, unknown>) => Snapshot
  }
}

describe('the committed migrations of this database kind', () => {
  // What `npx payload migrate:create` compares: the schema the config builds against the last
  // migration's snapshot. A schema change committed without its migration fails here, on each kind.
  it('end on the schema the config builds', async () => {
    const db = (await cms()).db as unknown as MigrationMaker
    const { generateDrizzleJson, generateMigration, upSnapshot } = db.requireDrizzleKit()
    const after = await generateDrizzleJson(db.schema)
    const latest = readdirSync(db.migrationDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .at(-1)
    expect(latest).toBeDefined()
    let before = JSON.parse(readFileSync(path.join(db.migrationDir, latest!), 'utf8')) as Snapshot
    if (upSnapshot && before.version < after.version) before = upSnapshot(before)
    expect(await generateMigration(before, after)).toEqual([])
  })
})
