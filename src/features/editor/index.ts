/** The editors' tools on the public site (§6): the account screens, live edit with its switch, toolbar and edit links. Client-safe. */
export { EditorAccountPanel } from './account/EditorAccountPanel'
export { NewPasswordForm } from './account/NewPasswordForm'
export { EditLink } from './EditLink'
export { adminDocumentHref } from './live-edit-admin'
export { LiveEditSwitch } from './LiveEditSwitch'
export type { EditedDocument } from './LiveEditToolbar'
