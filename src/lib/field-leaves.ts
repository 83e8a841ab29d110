import type { Field } from 'payload'

/** A named field that holds a value of its own (not a row, group, array or block list). */
type LeafField = Extract<Field, { name: string }>

/** One value of a document, found by walking its collection's fields. */
export type FieldLeaf = {
  field: LeafField
  /** The admin's path of the value, array rows by index: `blocs.2.title`. */
  path: string
  /** The same path with array rows by their id (`blocs.row-a.title`): stable when rows move. */
  key: string
  /** True when the field, or a group or array around it, is stored per locale. */
  localized: boolean
  value: unknown
}

type Doc = Record<string, unknown>

const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name)

/**
 * Every leaf value of `doc` under `fields`, in the order of the fields: rows, collapsibles and
 * unnamed tabs are looked through, named groups and tabs nest their fields, arrays and blocks
 * their rows. A localized group or array is one leaf (its value is per locale as a whole).
 */
export function* fieldLeaves(fields: readonly Field[], doc: Doc, at = { path: '', key: '' }, localized = false): Generator<FieldLeaf> {
  for (const field of fields) {
    if (field.type === 'ui' || field.type === 'join') continue
    if (field.type === 'row' || field.type === 'collapsible') {
      yield* fieldLeaves(field.fields, doc, at, localized)
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const value = doc[tab.name]
          if (isDoc(value)) yield* fieldLeaves(tab.fields, value, { path: join(at.path, tab.name), key: join(at.key, tab.name) }, localized)
        } else yield* fieldLeaves(tab.fields, doc, at, localized)
      }
      continue
    }
    if (!('name' in field)) {
      if (field.type === 'group') yield* fieldLeaves(field.fields, doc, at, localized)
      continue
    }
    const value = doc[field.name]
    const path = join(at.path, field.name)
    const key = join(at.key, field.name)
    const isLocalized = localized || ('localized' in field && field.localized === true)
    if ((field.type === 'group' || field.type === 'array' || field.type === 'blocks') && 'localized' in field && field.localized) {
      yield { field, path, key, localized: true, value }
      continue
    }
    if (field.type === 'group') {
      if (isDoc(value)) yield* fieldLeaves(field.fields, value, { path, key }, isLocalized)
      continue
    }
    if (field.type === 'array' || field.type === 'blocks') {
      if (!Array.isArray(value)) continue
      for (const [index, row] of value.entries()) {
        if (!isDoc(row)) continue
        const rowFields = field.type === 'array' ? field.fields : field.blocks.find((block) => block.slug === row.blockType)?.fields
        if (!rowFields) continue
        const rowKey = typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : String(index)
        yield* fieldLeaves(rowFields, row, { path: join(path, String(index)), key: join(key, rowKey) }, isLocalized)
      }
      continue
    }
    yield { field, path, key, localized: isLocalized, value }
  }
}

/** Localized values that are addresses, not words: a missing one is a link's matter, not a translator's. */
const ADDRESS_FIELDS = new Set(['slug', 'url'])

/** A text a translator writes: localized words (text, textarea, rich text), not an address. */
export function isTranslatableText(leaf: FieldLeaf): boolean {
  const { field } = leaf
  return (
    leaf.localized && (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') && !ADDRESS_FIELDS.has(field.name)
  )
}

/** Whether a rich text node (Lexical's JSON) holds any text. */
function hasText(node: unknown): boolean {
  if (!isDoc(node)) return false
  if (typeof node.text === 'string' && node.text.trim() !== '') return true
  return Array.isArray(node.children) && node.children.some(hasText)
}

/** No words: null, blank, or a rich text whose nodes hold no text. */
export function isEmptyText(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (isDoc(value) && isDoc(value.root)) return !hasText(value.root)
  return false
}
