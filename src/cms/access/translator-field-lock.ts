import type { CollectionConfig, Field, FieldAccess } from 'payload'

/**
 * A translator writes the texts of their locales only: every field that is the same in all locales
 * (ids, prices, links, sites, relations…) keeps its stored value when a translator saves. Payload
 * drops a field from an update its `access.update` refuses, so such a save changes nothing else.
 * Containers that are not localized (an array of hero cells) stay open: their localized fields are
 * the translator's work.
 */
export function withTranslatorFieldLock(collection: CollectionConfig): CollectionConfig {
  return { ...collection, fields: collection.fields.map(lockShared) }
}

const notTranslator =
  (own: FieldAccess | undefined): FieldAccess =>
  (args) =>
    (args.req.user as { role?: string } | null)?.role === 'translator' ? false : own ? own(args) : true

function lockShared(field: Field): Field {
  if ('localized' in field && field.localized) return field
  switch (field.type) {
    case 'row':
    case 'collapsible':
    case 'group':
    case 'array':
      return { ...field, fields: field.fields.map(lockShared) } as Field
    case 'blocks':
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(lockShared) })) }
    case 'tabs':
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(lockShared) })) }
    case 'ui':
    case 'join':
      return field
    default:
      return { ...field, access: { ...field.access, update: notTranslator(field.access?.update) } }
  }
}
