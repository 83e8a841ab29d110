import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'

import { FILE_FOLDERS } from './env'

/**
 * Backups of the site's state: the database (SQLite copied online with VACUUM INTO, a consistent
 * snapshot while the site keeps writing; PostgreSQL with pg_dump's custom format), the folders of
 * files the CMS keeps (media, form attachments, partner documents) and the generated
 * PAYLOAD_SECRET, in one folder with a manifest.
 */

const run = promisify(execFile)

export type Backup = {
  createdAt: string
  database: 'sqlite' | 'postgres'
  /** The folders of files copied. Backups made before it was written name the media only (`media`). */
  files?: string[]
  media?: boolean
  secret: boolean
}

export type Store = { dataDir: string; databaseUrl: string | undefined }

const SQLITE_FILE = 'site.db'
const POSTGRES_FILE = 'database.dump'
const SECRET_FILE = 'payload-secret'

function isPostgres(url: string | undefined): url is string {
  return Boolean(url && /^postgres(ql)?:\/\//.test(url))
}

export async function backup(store: Store, target: string): Promise<Backup> {
  if (existsSync(target)) throw new Error(`${target} exists already: a backup never overwrites one`)
  mkdirSync(target, { recursive: true })
  if (isPostgres(store.databaseUrl)) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(target, POSTGRES_FILE)}`,
      `--dbname=${store.databaseUrl}`,
    ])
  } else {
    const client = createClient({ url: `file:${path.join(store.dataDir, SQLITE_FILE)}` })
    try {
      await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(target, SQLITE_FILE)] })
    } finally {
      client.close()
    }
  }
  const files = FILE_FOLDERS.filter((folder) => copyIfPresent(path.join(store.dataDir, folder), path.join(target, folder)))
  const secret = copyIfPresent(path.join(store.dataDir, SECRET_FILE), path.join(target, SECRET_FILE))
  const manifest: Backup = {
    createdAt: new Date().toISOString(),
    database: isPostgres(store.databaseUrl) ? 'postgres' : 'sqlite',
    files,
    secret,
  }
  writeFileSync(path.join(target, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/** Restores into a data directory (and database) the site is not running on. */
export async function restore(source: string, store: Store, { replace }: { replace: boolean }): Promise<Backup> {
  const manifest = JSON.parse(readFileSync(path.join(source, 'backup.json'), 'utf8')) as Backup
  if ((manifest.database === 'postgres') !== isPostgres(store.databaseUrl)) {
    throw new Error(`this backup holds a ${manifest.database} database; DATABASE_URL names the other kind`)
  }
  const sqliteFile = path.join(store.dataDir, SQLITE_FILE)
  if (!replace && manifest.database === 'sqlite' && existsSync(sqliteFile)) {
    throw new Error(`${sqliteFile} exists: pass --replace to overwrite it`)
  }
  mkdirSync(store.dataDir, { recursive: true })
  if (manifest.database === 'postgres') {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${store.databaseUrl}`,
      path.join(source, POSTGRES_FILE),
    ])
  } else {
    for (const suffix of ['-wal', '-shm']) rmSync(`${sqliteFile}${suffix}`, { force: true })
    cpSync(path.join(source, SQLITE_FILE), sqliteFile)
  }
  const folders = manifest.files ?? (manifest.media ? ['media'] : [])
  // Only the data directory's own folders: a manifest never names a path of its choosing.
  for (const folder of FILE_FOLDERS.filter((known) => folders.includes(known))) {
    rmSync(path.join(store.dataDir, folder), { recursive: true, force: true })
    cpSync(path.join(source, folder), path.join(store.dataDir, folder), { recursive: true })
  }
  if (manifest.secret) cpSync(path.join(source, SECRET_FILE), path.join(store.dataDir, SECRET_FILE))
  return manifest
}

function copyIfPresent(from: string, to: string): boolean {
  if (!existsSync(from)) return false
  cpSync(from, to, { recursive: true })
  return true
}
