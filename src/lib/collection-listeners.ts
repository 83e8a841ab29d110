import type { PayloadRequest } from 'payload'

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

const LISTENERS = Symbol.for('operator-website.collection-listeners')

function listeners(): Map<string, ChangeListener[]> {
  const scope = globalThis as typeof globalThis & { [LISTENERS]?: Map<string, ChangeListener[]> }
  scope[LISTENERS] ??= new Map()
  return scope[LISTENERS]
}

/** Registers `listener` for saves of `collection`; registering the same function twice keeps one. */
export function listenToChanges(collection: string, listener: ChangeListener): void {
  const current = listeners().get(collection) ?? []
  if (!current.includes(listener)) listeners().set(collection, [...current, listener])
}

/** Runs the listeners of `collection`, one after the other; a failure fails the save (and its transaction). */
export async function notifyChange(collection: string, change: Parameters<ChangeListener>[0]): Promise<void> {
  for (const listener of listeners().get(collection) ?? []) await listener(change)
}
