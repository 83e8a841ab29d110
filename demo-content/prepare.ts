import type { Migration, Payload } from 'payload'

import { databaseKind } from '@/lib/env'
import { logger } from '@/lib/logger'

import { migrations as postgresMigrations } from '@/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/cms/migrations/sqlite'
import { anchorDemoNetworkEvents, seed } from './seed'

/**
 * Applies the committed migrations, then seeds demo content when the database is empty, or else
 * brings the demo network events back around the present.
 */
export async function prepareDatabase(payload: Payload, options: { forceSeed?: boolean } = {}): Promise<void> {
  // Generated migration modules type their argument precisely; Payload's list type takes `unknown`.
  const migrations = (databaseKind() === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
  const { totalDocs } = await payload.count({ collection: 'pages' })
  if (totalDocs === 0 || options.forceSeed) await seed(payload)
  else {
    logger.info({ pages: totalDocs }, 'database has content, seed skipped')
    const moved = await anchorDemoNetworkEvents(payload, Date.now())
    logger.info({ moved }, 'demo network events anchored to now')
  }
}
