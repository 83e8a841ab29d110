import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { isLocale } from '@/i18n/locales'
import { fieldLeaves, isEmptyText, isTranslatableText } from '@/lib/field-leaves'

type Doc = Record<string, unknown>

const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The words of one locale's state of a document, by stable path (array rows by id). */
function textsOf(fields: readonly Field[], doc: Doc): Map<string, string> {
  const texts = new Map<string, string>()
  for (const leaf of fieldLeaves(fields, doc)) {
    if (isTranslatableText(leaf) && !isEmptyText(leaf.value)) texts.set(leaf.key, JSON.stringify(leaf.value))
  }
  return texts
}

/** What a save leaves stored: its fields over the stored ones, groups merged, arrays replaced (as Payload writes them). */
function merged(stored: Doc, saved: Doc): Doc {
  const result: Doc = { ...stored }
  for (const [name, value] of Object.entries(saved)) {
    const before = stored[name]
    result[name] = isDoc(value) && isDoc(before) && !('root' in value) ? merged(before, value) : value
  }
  return result
}

/**
 * Whether a save wrote words: a text that is new or different. Removing texts alone (an entry
 * deleted, which removes it in every locale) leaves nothing for a translation to catch up with.
 */
function wroteWords(before: Map<string, string>, after: Map<string, string>): boolean {
  return [...after].some(([key, value]) => before.get(key) !== value)
}

/**
 * Stamps the locale of a save with its time when the save wrote words in that locale: the content
 * health view compares each translation's stamp with the French one it was made from. The stamp
 * is the server's: a value sent with the save is never kept.
 */
function stampText(fields: readonly Field[]): CollectionBeforeChangeHook {
  return ({ data, originalDoc, operation, req }) => {
    if (!isLocale(req.locale)) return data
    const before = isDoc(originalDoc) ? originalDoc : {}
    const after = operation === 'create' ? data : merged(before, data)
    const changed = wroteWords(textsOf(fields, before), textsOf(fields, after))
    return { ...data, textSavedAt: changed ? new Date().toISOString() : ((before.textSavedAt as string | null | undefined) ?? null) }
  }
}

/** Adds the per-locale stamp of the last change of a document's words (pages, news, products, navigation). */
export function withTextSavedAt(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    fields: [
      ...collection.fields,
      {
        name: 'textSavedAt',
        type: 'date',
        localized: true,
        admin: {
          position: 'sidebar',
          readOnly: true,
          date: { pickerAppearance: 'dayAndTime' },
          description: 'When a text of this language last changed; a translation older than the French text is listed in Content health.',
        },
      },
    ],
    hooks: { ...hooks, beforeChange: [...(hooks.beforeChange ?? []), stampText(collection.fields)] },
  }
}
