import { SITE_IDS } from '@/sites/sites'

import { dateRows } from './dates'
import { findabilityRows } from './findability'
import { linkIndex, linkRows } from './links'
import { mediaRows } from './media'
import type { Snapshot } from './model'
import { byUrgency, type HealthRow } from './rows'
import { translationRows } from './translations'

/**
 * Every finding of the stored kinds (all but the scheduled publications, read live), most urgent
 * first, each once (two links of one rich text to the same missing page are one finding).
 */
export function healthRows(snapshot: Snapshot, now: number): HealthRow[] {
  const index = linkIndex(snapshot.docs, snapshot.linkChecks)
  const products = snapshot.docs.filter((doc) => doc.collection === 'products')
  const seen = new Set<string>()
  return [
    ...snapshot.docs.flatMap(translationRows),
    ...snapshot.docs.flatMap((doc) => linkRows(doc, index)),
    ...snapshot.docs.flatMap((doc) => dateRows(doc, products, now)),
    ...mediaRows(snapshot.docs, snapshot.media, snapshot.largeFileBytes),
    ...findabilityRows(snapshot.docs, index, SITE_IDS),
  ]
    .filter((row) => !seen.has(row.key) && Boolean(seen.add(row.key)))
    .sort(byUrgency)
}
