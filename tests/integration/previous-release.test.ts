import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import pg from 'pg'
import type { Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * Expand, then contract (docs/operations.md, "Deploying a new version"): during a rolling deploy the
 * instances still on this release run against a database the next release has already migrated.
 * This release's code — its start (migrations check), its reads and writes through Payload and its
 * own SQL — runs here on a database of its own, migrated by this release and then by a stand-in for
 * the next one with the two common expanding changes, in the SQL `payload migrate:create` writes for
 * them: a new optional field on an existing collection (orders) and a new collection (its table,
 * and its column in Payload's locked-documents relations).
 */

const NEXT_RELEASE = '20991231_000000_next_release'

const EXPAND = {
  sqlite: [
    'ALTER TABLE `orders` ADD `preferred_contact_time` text',
    "CREATE TABLE `callback_requests` (`id` integer PRIMARY KEY NOT NULL, `order_id` integer, `note` text NOT NULL, `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL, `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL, FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null)",
    'ALTER TABLE `payload_locked_documents_rels` ADD `callback_requests_id` integer REFERENCES callback_requests(id) ON DELETE cascade',
  ],
  postgres: [
    'ALTER TABLE "orders" ADD COLUMN "preferred_contact_time" varchar',
    'CREATE TABLE "callback_requests" ("id" serial PRIMARY KEY NOT NULL, "order_id" integer, "note" varchar NOT NULL, "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL, "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL)',
    'ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action',
    'ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "callback_requests_id" integer',
    'ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_callback_requests_fk" FOREIGN KEY ("callback_requests_id") REFERENCES "public"."callback_requests"("id") ON DELETE cascade ON UPDATE no action',
  ],
}

/** SQL on the database of `payload`, through the adapter (both kinds run drizzle's `sql`). */
async function run(payload: Payload, statement: string): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as {
    drizzle: unknown
    execute: (args: { drizzle: unknown; sql: unknown }) => Promise<{ rows?: unknown[] }>
  }
  return ((await db.execute({ drizzle: db.drizzle, sql: sql.raw(statement) })).rows ?? []) as Record<string, unknown>[]
}

// Not the run's shared database: this one is migrated further than this release's code.
const testUrl = process.env.TEST_DATABASE_URL
const ownDatabase = testUrl ? new URL(testUrl) : null
if (ownDatabase) ownDatabase.pathname = `${ownDatabase.pathname}_next_release`

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: testUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

let payload: Payload
let migrations: Migration[]
let kind: 'sqlite' | 'postgres'

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'previous-release-'))
  if (ownDatabase) {
    const name = ownDatabase.pathname.slice(1)
    await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await onServer(`CREATE DATABASE "${name}"`)
    process.env.DATABASE_URL = ownDatabase.toString()
  } else delete process.env.DATABASE_URL
  // The integration files share one module graph: the CMS's config read the suite's database when
  // an earlier file imported it. This file's imports evaluate it again, on its own database.
  vi.resetModules()
  const { cms } = await import('@/cms/client')
  const { databaseKind } = await import('@/lib/env')
  payload = await cms()
  kind = databaseKind()
  const committed = kind === 'postgres' ? await import('@/cms/migrations/postgres') : await import('@/cms/migrations/sqlite')
  migrations = committed.migrations as unknown as Migration[]
  await payload.db.migrate({ migrations })
  // The next release's start: this release's migrations, then its own.
  const next: Migration = {
    name: NEXT_RELEASE,
    up: async () => {
      for (const statement of EXPAND[kind]) await run(payload, statement)
    },
    down: async () => {},
  }
  await payload.db.migrate({ migrations: [...migrations, next] })
}, 180_000)

afterAll(async () => {
  const pool = (payload?.db as unknown as { pool?: pg.Pool } | undefined)?.pool
  await payload?.destroy()
  // Payload's PostgreSQL pool outlives destroy() and may still hold a client (ending it waits for
  // that client forever): the database goes with its connections, whose ends are expected.
  pool?.on('error', () => {})
  if (ownDatabase) await onServer(`DROP DATABASE IF EXISTS "${ownDatabase.pathname.slice(1)}" WITH (FORCE)`)
  // The next files import the config again, on the suite's database.
  vi.resetModules()
})

const order = (email: string) => ({
  status: 'received' as const,
  site: '1' as const,
  audience: 'private' as const,
  locale: 'fr' as const,
  pack: 'duo',
  offer: 'duo-1g-tv',
  offerName: 'Duo 1G TV',
  monthlyTotal: 89,
  oneOffTotal: 0,
  civility: 'mrs' as const,
  firstName: 'Léa',
  lastName: 'Rossier',
  email,
  phone: '+41 79 555 12 34',
  fulfilment: 'installation' as const,
  npa: '1936',
  city: 'Verbier',
  street: 'Route des Creux',
  number: '3',
})

describe('this release on a database the next release has migrated (a new optional field, a new collection)', () => {
  it('starts: the migrations check passes and runs nothing, the next release’s migration stays applied', async () => {
    const { foreignMigrations, FROZEN_INITIAL_MIGRATIONS } = await import('@/cms/migration-history')
    const applied = (await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0 })).docs.map((doc) =>
      String(doc.name),
    )
    expect(applied).toContain(NEXT_RELEASE)
    expect(foreignMigrations(applied, FROZEN_INITIAL_MIGRATIONS[kind])).toEqual([])
    await payload.db.migrate({ migrations })
    const after = (await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0 })).docs.map((doc) =>
      String(doc.name),
    )
    expect(after.toSorted()).toEqual(applied.toSorted())
  })

  it('writes and reads orders, and leaves what the next release wrote in the new field and table', async () => {
    const created = await payload.create({ collection: 'orders', data: order('old@example.ch'), depth: 0 })
    expect(created.reference).toMatch(/^CMD-\d{4}-[2-9A-HJKMNP-TV-Z]{8}$/)
    // The next release writes its field and its collection beside this release's order.
    await run(payload, `UPDATE orders SET preferred_contact_time = 'evening' WHERE id = ${created.id}`)
    await run(payload, `INSERT INTO callback_requests (order_id, note) VALUES (${created.id}, 'call after 18:00')`)

    const found = await payload.find({ collection: 'orders', where: { email: { equals: 'old@example.ch' } }, depth: 0 })
    expect(found.docs.map((doc) => doc.id)).toEqual([created.id])
    const updated = await payload.update({
      collection: 'orders',
      id: created.id,
      data: { status: 'confirmed', phone: '+41 79 555 00 00' },
      depth: 0,
    })
    expect(updated).toMatchObject({ status: 'confirmed', phone: '+41 79 555 00 00' })
    expect(await run(payload, `SELECT preferred_contact_time FROM orders WHERE id = ${created.id}`)).toEqual([
      { preferred_contact_time: 'evening' },
    ])

    // An order it creates has no value in the field it does not know: the next release reads null.
    const other = await payload.create({ collection: 'orders', data: order('other@example.ch'), depth: 0 })
    expect(await run(payload, `SELECT preferred_contact_time FROM orders WHERE id = ${other.id}`)).toEqual([
      { preferred_contact_time: null },
    ])

    // Deleting an order the new collection points at: the next release's rows lose the link, not the delete.
    await payload.delete({ collection: 'orders', id: created.id })
    expect(await run(payload, `SELECT order_id, note FROM callback_requests`)).toEqual([{ order_id: null, note: 'call after 18:00' }])
  })

  it('queues and claims mail, and locks a document for an editor, in the tables the next release widened', async () => {
    const { enqueueMails } = await import('@/features/mail/outbox')
    const placed = await payload.create({ collection: 'orders', data: order('mail@example.ch'), depth: 0 })
    await enqueueMails(payload, {}, { order: placed.id }, [
      { kind: 'customer-confirmation', to: 'mail@example.ch', subject: 'Commande', text: 'Merci' },
    ])
    const queued = await payload.find({ collection: 'outbox', where: { order: { equals: placed.id } }, depth: 0 })
    expect(queued.docs.map((mail) => mail.status)).toEqual(['pending'])

    const editor = await payload.create({
      collection: 'users',
      data: { email: 'editor@example.ch', password: 'a long editor password 2026', role: 'editor' },
      depth: 0,
    })
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'orders', value: placed.id }, user: { relationTo: 'users', value: editor.id } },
      depth: 0,
    })
    const locks = await payload.find({ collection: 'payload-locked-documents', where: { id: { equals: lock.id } }, depth: 0 })
    expect(locks.docs[0]?.document).toEqual({ relationTo: 'orders', value: placed.id })
  })
})
