import type { Access, FieldAccess } from 'payload'

export const isEditor: Access = ({ req }) => Boolean(req.user)

/** Published means the spec's status 2: the public sees nothing else (§3). */
export const publishedOrEditor: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

export const anyone: Access = () => true

/** Editor-published content: drafts and versions, the public reads the published state only. */
export const publishedContent = {
  access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: true, maxPerDoc: 10 },
} as const

/** Reference data without drafts (lookups, operational records): public read, editor write. */
export const publicReference = {
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
} as const

export const isAdministrator: Access = ({ req }) => req.user?.role === 'admin'

/** Written by the site's own server code through the Local API only. */
export const nobody: Access = () => false

/** Staff accounts: administrators manage everyone, an editor reads and updates only its own. */
export const administratorOrSelf: Access = ({ req }) => {
  if (req.user?.role === 'admin') return true
  return req.user ? { id: { equals: req.user.id } } : false
}

/** A field only administrators may set (an editor must never raise its own role). */
export const administratorField: FieldAccess = ({ req }) => req.user?.role === 'admin'

/** A field staff may read and the public API never shows. */
export const staffField: FieldAccess = ({ req }) => Boolean(req.user)
