import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'

import { backup, restore } from './backup'

const made: string[] = []
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-test-'))
  made.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A file of each folder the CMS keeps: a picture, a customer's attachment, a partner document. */
const FILES = [
  ['media', 'hero.webp', 'picture bytes'],
  ['attachments', 'invoice.pdf', 'attachment bytes'],
  ['partner-documents', 'price-list.pdf', 'partner bytes'],
] as const

describe('SQLite backup and restore', () => {
  it('copies a consistent snapshot while the site writes, and restores it into a fresh data directory', async () => {
    const dataDir = tempDir()
    for (const [folder, name, bytes] of FILES) {
      mkdirSync(path.join(dataDir, folder))
      writeFileSync(path.join(dataDir, folder, name), bytes)
    }
    writeFileSync(path.join(dataDir, 'payload-secret'), 'secret')
    // The running site: WAL mode, a connection left open with recent writes.
    const site = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
    await site.execute('PRAGMA journal_mode=WAL')
    await site.execute('CREATE TABLE pages (id INTEGER PRIMARY KEY, title TEXT)')
    await site.batch(Array.from({ length: 50 }, (_, index) => ({ sql: 'INSERT INTO pages (title) VALUES (?)', args: [`Page ${index}`] })))

    const target = path.join(tempDir(), 'backup')
    expect(await backup({ dataDir, databaseUrl: undefined }, target)).toMatchObject({
      database: 'sqlite',
      files: ['media', 'attachments', 'partner-documents'],
      secret: true,
    })
    await site.execute("INSERT INTO pages (title) VALUES ('after the backup')")
    site.close()

    const fresh = path.join(tempDir(), 'data')
    await restore(target, { dataDir: fresh, databaseUrl: undefined }, { replace: false })
    const restored = createClient({ url: `file:${path.join(fresh, 'site.db')}` })
    const rows = await restored.execute('SELECT count(*) AS pages, max(title) AS last FROM pages')
    restored.close()
    expect(rows.rows[0]).toMatchObject({ pages: 50, last: 'Page 9' })
    for (const [folder, name, bytes] of FILES) expect(readFileSync(path.join(fresh, folder, name), 'utf8'), folder).toBe(bytes)
    expect(readFileSync(path.join(fresh, 'payload-secret'), 'utf8')).toBe('secret')

    // Never over a live database by accident, never over an earlier backup.
    await expect(restore(target, { dataDir: fresh, databaseUrl: undefined }, { replace: false })).rejects.toThrow(/--replace/)
    await expect(backup({ dataDir, databaseUrl: undefined }, target)).rejects.toThrow(/exists/)
  })
})

describe('a backup made before its manifest listed the folders of files', () => {
  it('restores its media, and a manifest naming a path outside the data directory copies nothing there', async () => {
    const source = path.join(tempDir(), 'backup')
    mkdirSync(path.join(source, 'media'), { recursive: true })
    writeFileSync(path.join(source, 'media', 'hero.webp'), 'picture bytes')
    writeFileSync(path.join(source, 'site.db'), '')
    const manifest = { createdAt: '2026-11-01T00:00:00.000Z', database: 'sqlite', media: true, secret: false }
    writeFileSync(path.join(source, 'backup.json'), JSON.stringify(manifest))
    const fresh = path.join(tempDir(), 'data')
    await restore(source, { dataDir: fresh, databaseUrl: undefined }, { replace: false })
    expect(readFileSync(path.join(fresh, 'media', 'hero.webp'), 'utf8')).toBe('picture bytes')

    mkdirSync(path.join(source, '..', 'escaped'))
    writeFileSync(path.join(source, '..', 'escaped', 'note'), 'not the site’s')
    writeFileSync(path.join(source, 'backup.json'), JSON.stringify({ ...manifest, files: ['media', '../escaped'] }))
    await restore(source, { dataDir: fresh, databaseUrl: undefined }, { replace: true })
    expect(existsSync(path.join(fresh, '..', 'escaped'))).toBe(false)
  })
})
