/** The editors' tools on the public site (§6): the account screens, live edit with its switch, toolbar and edit links. Client-safe. */
export { EditorAccountScreen } from './account/EditorAccountScreen'
export { NewPasswordScreen } from './account/NewPasswordScreen'
export { EditLink } from './EditLink'
export { adminDocumentHref } from './live-edit-admin'
export { LiveEditSwitch } from './LiveEditSwitch'
export type { EditedDocument } from './LiveEditToolbar'
