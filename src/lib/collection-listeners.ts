import type { PayloadRequest } from 'payload'

import { processWide } from './process-wide'

/**
 * What a saved document means to features the content model does not know (src/cms imports no
 * feature): a feature registers a listener when the server starts, the collection's afterChange
 * hook calls it with the editor's request, inside the same transaction. Kept on globalThis: the
 * hook and the registration may load this module from different server bundles.
 */
export type ChangeListener = (change: {
  doc: unknown
  previousDoc: unknown
  operation: 'create' | 'update'
  req: PayloadRequest
}) => Promise<void>

/** Why a guard refuses a save: the field and the message shown beside it. */
export type FieldRefusal = { path: string; message: string }

/**
 * A feature's check of a save before it is written: the fields it refuses, none to let it pass.
 * Not every database runs a save in a transaction, so what must not be written is refused before,
 * not undone after. The collection's hook throws the refusal with the CMS's own error class, which
 * the admin and the REST API show beside the field.
 */
export type ChangeGuard = (change: {
  data: Record<string, unknown>
  originalDoc: unknown
  operation: 'create' | 'update'
  req: PayloadRequest
}) => Promise<FieldRefusal[]>

/** Functions per collection, one registry per process under `name`; registering the same function twice keeps one. */
function registry<F>(name: string) {
  const all = (): Map<string, F[]> => processWide<Map<string, F[]>>(name, () => new Map())
  return {
    add(collection: string, fn: F) {
      const current = all().get(collection) ?? []
      if (!current.includes(fn)) all().set(collection, [...current, fn])
    },
    of: (collection: string): F[] => all().get(collection) ?? [],
  }
}

const listeners = registry<ChangeListener>('collection-listeners')
const guards = registry<ChangeGuard>('collection-guards')

/** Registers `listener` for saves of `collection`. */
export function listenToChanges(collection: string, listener: ChangeListener): void {
  listeners.add(collection, listener)
}

/** Runs the listeners of `collection`, one after the other; a failure fails the save (and its transaction). */
export async function notifyChange(collection: string, change: Parameters<ChangeListener>[0]): Promise<void> {
  for (const listener of listeners.of(collection)) await listener(change)
}

/** Registers `guard` for saves of `collection`. */
export function guardChanges(collection: string, guard: ChangeGuard): void {
  guards.add(collection, guard)
}

/** Runs the guards of `collection` (the collection's beforeChange hook): every field they refuse. */
export async function checkChange(collection: string, change: Parameters<ChangeGuard>[0]): Promise<FieldRefusal[]> {
  const refusals: FieldRefusal[] = []
  for (const guard of guards.of(collection)) refusals.push(...(await guard(change)))
  return refusals
}
