import { randomInt } from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionSlug } from 'payload'

/** The six digits of a reference: the row's id, or a random number where the reference opens something. */
type ReferenceNumber = 'id' | 'random'

/** The number a customer sees and quotes: {PREFIX}-{year}-{six digits}, e.g. CMD-2026-000123. */
function documentReference(prefix: string, digits: number | string, createdAt: Date): string {
  return `${prefix}-${createdAt.getUTCFullYear()}-${String(digits).padStart(6, '0')}`
}

/** Random numbers tried before giving up: with a few thousand orders a year one try almost always does. */
const RANDOM_TRIES = 20

/**
 * A reference made of the id (known only once the row exists) or, for orders, whose reference and
 * postal code open the order's page (docs/security.md), a random number no one can count through;
 * same transaction (req). References given before keep their number.
 */
export function referenceOnCreate(collection: CollectionSlug, prefix: string, number: ReferenceNumber = 'id'): CollectionAfterChangeHook {
  return async ({ doc, operation, req }) => {
    if (operation !== 'create' || doc.reference) return doc
    const createdAt = new Date(doc.createdAt)
    let reference = documentReference(prefix, doc.id, createdAt)
    if (number === 'random')
      for (let attempt = 0; attempt < RANDOM_TRIES; attempt++) {
        const candidate = documentReference(prefix, randomInt(1, 1_000_000), createdAt)
        const taken = await req.payload.count({ collection, where: { reference: { equals: candidate } }, req })
        if (taken.totalDocs === 0) {
          reference = candidate
          break
        }
      }
    await req.payload.update({ collection, id: doc.id, data: { reference }, req, depth: 0 })
    return { ...doc, reference }
  }
}
