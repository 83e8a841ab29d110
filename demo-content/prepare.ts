import type { Migration, Payload } from 'payload'

import { databaseKind } from '@/lib/env'
import { logger } from '@/lib/logger'

import { FROZEN_INITIAL_MIGRATIONS, foreignMigrations, foreignMigrationsMessage } from '@/cms/migration-history'
import { migrations as postgresMigrations } from '@/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/cms/migrations/sqlite'
import { anchorDemoNetworkEvents, seed } from './seed'

/** The names of the migrations the database has applied; none in a new database, which has no table for them yet. */
async function appliedMigrations(payload: Payload): Promise<string[]> {
  try {
    const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0 })
    return docs.map((doc) => String(doc.name))
  } catch {
    return []
  }
}

/**
 * Applies the committed migrations (then calls `migrated`), then seeds demo content when the
 * database is empty, or else brings the demo network events back around the present.
 */
export async function prepareDatabase(payload: Payload, options: { forceSeed?: boolean; migrated?: () => void } = {}): Promise<void> {
  // Generated migration modules type their argument precisely; Payload's list type takes `unknown`.
  const kind = databaseKind()
  const migrations = (kind === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  const foreign = foreignMigrations(await appliedMigrations(payload), FROZEN_INITIAL_MIGRATIONS[kind])
  if (foreign.length > 0) throw new Error(foreignMigrationsMessage(foreign))
  await payload.db.migrate({ migrations })
  options.migrated?.()
  const { totalDocs } = await payload.count({ collection: 'pages' })
  if (totalDocs === 0 || options.forceSeed) await seed(payload)
  else {
    logger.info({ pages: totalDocs }, 'database has content, seed skipped')
    const moved = await anchorDemoNetworkEvents(payload, Date.now())
    logger.info({ moved }, 'demo network events anchored to now')
  }
}
