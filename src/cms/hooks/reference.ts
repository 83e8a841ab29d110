import type { CollectionAfterChangeHook, CollectionSlug } from 'payload'

/** The number a customer sees and quotes: {PREFIX}-{year}-{id, six digits}, e.g. CMD-2026-000123. */
function documentReference(prefix: string, id: number | string, createdAt: Date): string {
  return `${prefix}-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`
}

/** The reference is made of the id, known only once the row exists; same transaction (req). */
export function referenceOnCreate(collection: CollectionSlug, prefix: string): CollectionAfterChangeHook {
  return async ({ doc, operation, req }) => {
    if (operation !== 'create' || doc.reference) return doc
    const reference = documentReference(prefix, doc.id, new Date(doc.createdAt))
    await req.payload.update({ collection, id: doc.id, data: { reference }, req, depth: 0 })
    return { ...doc, reference }
  }
}
