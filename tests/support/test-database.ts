import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { restore } from '../../src/lib/backup'

/**
 * Tests never touch a real database: SQLite runs in a fresh temp directory, PostgreSQL only on
 * TEST_DATABASE_URL, whose public schema is dropped first (never DATABASE_URL). With
 * TEST_SEEDED_BACKUP, a backup (src/lib/backup.ts) of the demo content seeded once for the run's
 * stages (scripts/test-all.sh), the fresh database starts as its copy: its own prepare finds the
 * content.
 */
export async function prepareFreshTestDatabase(): Promise<'sqlite' | 'postgres'> {
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query('DROP SCHEMA IF EXISTS public CASCADE')
      await client.query('CREATE SCHEMA public')
    } finally {
      await client.end()
    }
    process.env.DATABASE_URL = url
  } else {
    delete process.env.DATABASE_URL
  }
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'site-test-'))
  const seeded = process.env.TEST_SEEDED_BACKUP
  if (seeded) await restore(seeded, { dataDir: process.env.DATA_DIR, databaseUrl: url }, { replace: true })
  return url ? 'postgres' : 'sqlite'
}
