import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'

import { backup, restore } from './backup'

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'backup-test-'))
}

describe('SQLite backup and restore', () => {
  it('copies a consistent snapshot while the site writes, and restores it into a fresh data directory', async () => {
    const dataDir = tempDir()
    mkdirSync(path.join(dataDir, 'media'))
    writeFileSync(path.join(dataDir, 'media', 'hero.webp'), 'picture bytes')
    writeFileSync(path.join(dataDir, 'payload-secret'), 'secret')
    // The running site: WAL mode, a connection left open with recent writes.
    const site = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
    await site.execute('PRAGMA journal_mode=WAL')
    await site.execute('CREATE TABLE pages (id INTEGER PRIMARY KEY, title TEXT)')
    await site.batch(Array.from({ length: 50 }, (_, index) => ({ sql: 'INSERT INTO pages (title) VALUES (?)', args: [`Page ${index}`] })))

    const target = path.join(tempDir(), 'backup')
    expect(await backup({ dataDir, databaseUrl: undefined }, target)).toMatchObject({ database: 'sqlite', media: true, secret: true })
    await site.execute("INSERT INTO pages (title) VALUES ('after the backup')")
    site.close()

    const fresh = path.join(tempDir(), 'data')
    await restore(target, { dataDir: fresh, databaseUrl: undefined }, { replace: false })
    const restored = createClient({ url: `file:${path.join(fresh, 'site.db')}` })
    const rows = await restored.execute('SELECT count(*) AS pages, max(title) AS last FROM pages')
    restored.close()
    expect(rows.rows[0]).toMatchObject({ pages: 50, last: 'Page 9' })
    expect(readFileSync(path.join(fresh, 'media', 'hero.webp'), 'utf8')).toBe('picture bytes')
    expect(readFileSync(path.join(fresh, 'payload-secret'), 'utf8')).toBe('secret')

    // Never over a live database by accident, never over an earlier backup.
    await expect(restore(target, { dataDir: fresh, databaseUrl: undefined }, { replace: false })).rejects.toThrow(/--replace/)
    await expect(backup({ dataDir, databaseUrl: undefined }, target)).rejects.toThrow(/exists/)
  })
})
