import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

/**
 * Tests never touch a real database: SQLite runs in a fresh temp directory, PostgreSQL only on
 * TEST_DATABASE_URL, whose public schema is dropped first (never DATABASE_URL). On SQLite the
 * directory starts as a copy of TEST_SEEDED_DATA_DIR when given, a data folder scripts/prepare.ts
 * seeded once for the run's stages (scripts/test-all.sh): the copy's own prepare finds the content.
 */
export async function prepareFreshTestDatabase(): Promise<'sqlite' | 'postgres'> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    delete process.env.DATABASE_URL
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'site-test-'))
    const seeded = process.env.TEST_SEEDED_DATA_DIR
    if (seeded) cpSync(seeded, process.env.DATA_DIR, { recursive: true })
    return 'sqlite'
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE')
    await client.query('CREATE SCHEMA public')
  } finally {
    await client.end()
  }
  process.env.DATABASE_URL = url
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'site-test-'))
  return 'postgres'
}
