import { randomInt } from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionSlug } from 'payload'

import { REFERENCE_ALPHABET, REFERENCE_CODE_LENGTH } from '@/lib/order-reference'

/** The last part of a reference: the row's id, or a random code where the reference opens something. */
type ReferenceNumber = 'id' | 'random'

/** The reference a customer sees and quotes: {PREFIX}-{year}-{six digits or the code}, e.g. REQ-2026-000123. */
function documentReference(prefix: string, part: number | string, createdAt: Date): string {
  return `${prefix}-${createdAt.getUTCFullYear()}-${typeof part === 'number' ? String(part).padStart(6, '0') : part}`
}

const randomCode = (): string =>
  Array.from({ length: REFERENCE_CODE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')

/** Random codes tried before giving up: among 6.6 × 10¹¹ of them one try almost always does. */
const RANDOM_TRIES = 20

/**
 * A reference made of the id (known only once the row exists) or, for orders, whose reference and
 * postal code open the order's page (docs/security.md), a random code no one can count through;
 * same transaction (req). References given before keep their number.
 */
export function referenceOnCreate(collection: CollectionSlug, prefix: string, number: ReferenceNumber = 'id'): CollectionAfterChangeHook {
  return async ({ doc, operation, req }) => {
    if (operation !== 'create' || doc.reference) return doc
    const createdAt = new Date(doc.createdAt)
    let reference = documentReference(prefix, doc.id, createdAt)
    if (number === 'random')
      for (let attempt = 0; attempt < RANDOM_TRIES; attempt++) {
        const candidate = documentReference(prefix, randomCode(), createdAt)
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
