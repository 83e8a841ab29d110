import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import { LOCALES, type Locale } from '@/i18n/locales'

/** A text in the three languages. */
export type L<T = string> = Record<Locale, T>

/** How a seeded document is found again: the spec's own id, or its natural key fields. */
export type SeedKey = { id: number } | { match: Record<string, string | number> }

type Data<S extends CollectionSlug> = RequiredDataFromCollectionSlug<S>
type FindOptions = Parameters<Payload['find']>[0]
type CreateOptions = Parameters<Payload['create']>[0]
type UpdateOptions = Extract<Parameters<Payload['update']>[0], { id: unknown }>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Gives every array row a stable id derived from its path. Localized fields inside arrays are
 * stored per row, so writing the second locale must address the same rows as the first, and a
 * second seed run must update rows rather than replace them. Rich text (a `root` object) is data,
 * not rows, and is left alone.
 */
function withRowIds<T>(value: T, prefix: string): T {
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) =>
      isRecord(item) ? { ...withRowIds(item, `${prefix}-${index}`), id: item.id ?? `${prefix}-${index}` } : item,
    ) as T
  }
  if (!isRecord(value) || 'root' in value) return value
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, withRowIds(field, `${prefix}.${name}`)])) as T
}

/**
 * Creates or updates one document, in every locale when `data` is a function of the locale.
 * Collections with drafts are written as published (the spec's status 2) unless `draft` is set,
 * which leaves a draft only editors see. Returns the id.
 */
export async function upsert<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  key: SeedKey,
  data: Data<S> | ((locale: Locale) => Data<S>),
  { draft = false }: { draft?: boolean } = {},
): Promise<number> {
  const where: Where =
    'id' in key ? { id: { equals: key.id } } : { and: Object.entries(key.match).map(([field, value]) => ({ [field]: { equals: value } })) }
  const hasDrafts = Boolean(payload.collections[collection].config.versions?.drafts)
  const rowPrefix = `${collection}-${'id' in key ? key.id : Object.values(key.match).join('-')}`.replace(/[^\w-]/g, '_')
  const dataFor = (locale: Locale): Data<S> => {
    const raw = typeof data === 'function' ? data(locale) : data
    const withStatus = hasDrafts ? { ...raw, _status: draft ? 'draft' : 'published' } : raw
    return withRowIds(withStatus, rowPrefix) as Data<S>
  }
  // Payload's option types do not narrow over a generic slug (the caller's `data` is checked).
  // An empty select reads the id alone: the full document of a versioned page costs 100× more.
  const existing = await payload.find({ collection, where, limit: 1, depth: 0, select: {}, pagination: false } as FindOptions)
  let id = existing.docs[0]?.id as number | undefined
  for (const locale of typeof data === 'function' ? LOCALES : (['fr'] as const)) {
    if (id === undefined) {
      const created = await payload.create({
        collection,
        locale,
        draft,
        data: 'id' in key ? { ...dataFor(locale), id: key.id } : dataFor(locale),
      } as CreateOptions)
      id = created.id as number
    } else {
      await payload.update({ collection, id, locale, draft, data: dataFor(locale) } as UpdateOptions)
    }
  }
  if (id === undefined) throw new Error(`seed: ${collection} ${JSON.stringify(key)} was not written`)
  return id
}

/**
 * Runs `task` over independent items a few at a time: on PostgreSQL most of a write is waiting
 * for round trips, which overlap; SQLite is not slowed down by it.
 */
export async function eachConcurrently<T>(items: readonly T[], task: (item: T) => Promise<unknown>, limit = 4): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await task(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
