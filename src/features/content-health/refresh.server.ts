import 'server-only'

import type { Payload } from 'payload'

import { HEALTH_QUEUE, HEALTH_REFRESH_CONTEXT, HEALTH_TASKS } from '@/cms/fields/options'
import type { ContentHealthRow } from '@/cms/payload-types'
import { queueOnce } from '@/lib/job-handlers'
import { logger } from '@/lib/logger'

import { healthRows } from './health'
import { externalUrls } from './link-check.server'
import type { HealthRow } from './rows'
import { readSnapshot } from './snapshot.server'

const COLLECTION = 'content-health-rows'
/** Keys per deletion statement. */
const CHUNK = 200

type Stored = Pick<ContentHealthRow, 'id' | 'key' | 'title' | 'at' | 'params' | 'urgency'>

/** The stored row's columns, from a finding. */
function columns(row: HealthRow) {
  return {
    key: row.key,
    site: String(row.site) as ContentHealthRow['site'],
    category: row.category,
    kind: row.kind,
    locale: row.locale,
    urgency: row.urgency,
    collection: row.collection,
    document: row.document,
    title: row.title,
    field: row.field,
    at: row.at,
    params: row.params,
  }
}

const sameDate = (a: string | null | undefined, b: string | null) =>
  (a ? new Date(a).getTime() : null) === (b ? new Date(b).getTime() : null)

function unchanged(stored: Stored, row: HealthRow): boolean {
  return (
    stored.title === row.title &&
    stored.urgency === row.urgency &&
    sameDate(stored.at, row.at) &&
    JSON.stringify(stored.params ?? {}) === JSON.stringify(row.params)
  )
}

export type RefreshReport = { rows: number; added: number; removed: number; changed: number; readMs: number; writeMs: number }

/**
 * Stores what the checks find now: a finding that is new is added, one that is gone is removed,
 * one whose words changed (a later end date, another status) is updated; the rest stay as they
 * are. Then the time of the refresh, and one link check when links were never checked.
 */
export async function refreshHealth(payload: Payload, now = Date.now()): Promise<RefreshReport> {
  const started = performance.now()
  const snapshot = await readSnapshot(payload)
  const rows = healthRows(snapshot, now)
  const read = performance.now()
  const { docs } = await payload.find({
    collection: COLLECTION,
    depth: 0,
    pagination: false,
    select: { key: true, title: true, at: true, params: true, urgency: true },
  })
  const stored = new Map(docs.map((doc) => [doc.key, doc as Stored]))
  const fresh = new Set(rows.map((row) => row.key))
  const gone = docs.filter((doc) => !fresh.has(doc.key)).map((doc) => doc.id)
  for (let start = 0; start < gone.length; start += CHUNK) {
    await payload.db.deleteMany({ collection: COLLECTION, where: { id: { in: gone.slice(start, start + CHUNK) } } })
  }
  let added = 0
  let changed = 0
  for (const row of rows) {
    const before = stored.get(row.key)
    if (!before) {
      await payload.db.create({ collection: COLLECTION, data: columns(row) })
      added++
    } else if (!unchanged(before, row)) {
      await payload.db.updateOne({ collection: COLLECTION, id: before.id, data: columns(row) })
      changed++
    }
  }
  await payload.updateGlobal({
    slug: 'content-health',
    data: { refreshedAt: new Date(now).toISOString() },
    context: { [HEALTH_REFRESH_CONTEXT]: true },
    depth: 0,
  })
  if (externalUrls(snapshot).some((url) => !snapshot.linkChecks.has(url)))
    await queueOnce(payload, { task: HEALTH_TASKS.checkLinks, queue: HEALTH_QUEUE })
  const report = {
    rows: rows.length,
    added,
    removed: gone.length,
    changed,
    readMs: Math.round(read - started),
    writeMs: Math.round(performance.now() - read),
  }
  logger.info(report, 'content health refreshed')
  return report
}
