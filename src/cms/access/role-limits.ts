import { Forbidden, type CollectionBeforeOperationHook, type CollectionConfig, type Field, type FieldAccess } from 'payload'

import { roleOf } from './access'
import { may } from './roles'

/**
 * What the role matrix (roles.ts) asks of a content collection that an access function alone
 * cannot say:
 * - a role that may not write shared fields writes the texts of its locales only: every field that
 *   is the same in all locales (ids, prices, links, sites, relations…) keeps its stored value when
 *   it saves. Payload drops a field from an update its `access.update` refuses, and the admin shows
 *   it read-only. Containers that are not localized (an array of hero cells) stay open: their
 *   localized fields are the translator's work. An upload's own fields (file name, size, focal
 *   point), which Payload adds itself, are left out of such a save too;
 * - a role that may not publish saves drafts only: a save outside a draft would be live at once, and
 *   restoring a version writes every locale and field.
 */
export function withRoleLimits(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    fields: collection.fields.map(lockShared),
    hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), holdToRole(collection)] },
  }
}

/** `access` joined to the field's own update rule: both must allow. */
const alsoRequires =
  (access: FieldAccess, own: FieldAccess | undefined): FieldAccess =>
  (args) =>
    access(args) && (own ? own(args) : true)

/** Every field `open` does not keep open gets `access` on its updates, through rows, groups, arrays, blocks and tabs. */
function lockFields(field: Field, open: (field: Field) => boolean, access: FieldAccess): Field {
  if (open(field)) return field
  const lock = (fields: Field[]) => fields.map((inner) => lockFields(inner, open, access))
  switch (field.type) {
    case 'row':
    case 'collapsible':
    case 'group':
    case 'array':
      return { ...field, fields: lock(field.fields) } as Field
    case 'blocks':
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: lock(block.fields) })) }
    case 'tabs':
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: lock(tab.fields) })) }
    case 'ui':
    case 'join':
      return field
    default:
      return { ...field, access: { ...field.access, update: alsoRequires(access, field.access?.update) } }
  }
}

const isLocalized = (field: Field) => 'localized' in field && Boolean(field.localized)
const writesShared: FieldAccess = ({ req }) => may(roleOf(req), 'updateShared')

function lockShared(field: Field): Field {
  return lockFields(field, isLocalized, writesShared)
}

const correctsRequests: FieldAccess = ({ req }) => may(roleOf(req), 'administerRequests')

/**
 * What visitors send (orders, form submissions, subscriptions): `updateRequests` changes only the
 * fields staff work with (`staffFields`: a status, an internal note), never what the visitor typed,
 * a price or a reference; the rest is `administerRequests`'s. Payload drops a refused field from the
 * save (REST and the admin alike; the admin shows it read-only), so it keeps its stored value.
 */
export function withRequestLimits(collection: CollectionConfig, staffFields: readonly string[]): CollectionConfig {
  const open = (field: Field) => 'name' in field && staffFields.includes(field.name)
  return { ...collection, fields: collection.fields.map((field) => lockFields(field, open, correctsRequests)) }
}

function holdToRole(collection: CollectionConfig): CollectionBeforeOperationHook {
  const drafts = typeof collection.versions === 'object' && Boolean(collection.versions.drafts)
  const texts = collection.fields.flatMap((field) => ('name' in field && 'localized' in field && field.localized ? [field.name] : []))
  return ({ args, operation, req }) => {
    if (operation !== 'update' && operation !== 'restoreVersion') return args
    if ((args as { overrideAccess?: boolean }).overrideAccess === true) return args
    const role = roleOf(req)
    if (operation === 'restoreVersion') {
      if (may(role, 'publish') && may(role, 'updateShared')) return args
      throw new Forbidden(req.t)
    }
    const data = args.data as Record<string, unknown> | undefined
    if (drafts && !may(role, 'publish') && (args.draft !== true || data?._status === 'published')) throw new Forbidden(req.t)
    if (!collection.upload || may(role, 'updateShared') || !data) return args
    return { ...args, data: Object.fromEntries(Object.entries(data).filter(([name]) => texts.includes(name) || name === '_status')) }
  }
}
