import 'server-only'

import type { Payload } from 'payload'

import { isLocale } from '@/i18n/locales'
import { isSiteId, type SiteId } from '@/sites/sites'

import { healthRow, type HealthRow } from './rows'

/** How far ahead scheduled publications are listed. */
const SCHEDULED_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

type ScheduleInput = { type?: string; locale?: string; doc?: { relationTo?: string; value?: unknown } }

/**
 * The publications and unpublications editors scheduled for the coming two weeks, read live from
 * the jobs queue (the admin queues them there directly, with no save that would refresh the
 * stored findings).
 */
export async function scheduledRows(payload: Payload, now: number): Promise<HealthRow[]> {
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { waitUntil: { greater_than_equal: new Date(now).toISOString() } },
        { waitUntil: { less_than_equal: new Date(now + SCHEDULED_DAYS * DAY_MS).toISOString() } },
      ],
    },
    sort: 'waitUntil',
    depth: 0,
    pagination: false,
  })
  const planned = jobs.flatMap((job) => {
    const input = (job.input ?? {}) as ScheduleInput
    const collection = input.doc?.relationTo
    const id = Number(input.doc?.value)
    if ((collection !== 'pages' && collection !== 'news') || !Number.isInteger(id) || !job.waitUntil) return []
    const entry = { collection: collection as 'pages' | 'news', id, at: job.waitUntil, locale: input.locale }
    return [{ ...entry, type: input.type === 'unpublish' ? 'unpublish' : 'publish' }]
  })
  const documents = new Map<string, { title: string; sites: SiteId[] }>()
  for (const collection of ['pages', 'news'] as const) {
    const ids = planned.filter((entry) => entry.collection === collection).map((entry) => entry.id)
    if (ids.length === 0) continue
    const { docs } = await payload.find({
      collection,
      where: { id: { in: ids } },
      locale: 'fr',
      draft: true,
      depth: 0,
      pagination: false,
      select: { title: true, sites: true },
    })
    for (const doc of docs) {
      documents.set(`${collection}:${doc.id}`, {
        title: doc.title,
        sites: (doc.sites ?? []).filter(isSiteId).map((site) => Number(site) as SiteId),
      })
    }
  }
  return planned.flatMap((entry) => {
    const doc = documents.get(`${entry.collection}:${entry.id}`)
    if (!doc) return []
    // A document may be planned twice (published, later unpublished): its rows differ by their time.
    return doc.sites.map((site) => {
      const row = healthRow({
        site,
        kind: 'scheduled-publication',
        collection: entry.collection,
        document: entry.id,
        title: doc.title,
        locale: isLocale(entry.locale) ? entry.locale : null,
        at: entry.at,
        params: { type: entry.type },
      })
      return { ...row, key: `${row.key}:${entry.at}` }
    })
  })
}
