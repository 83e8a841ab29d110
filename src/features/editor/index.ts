/** The editors' tools on the public site (§6): live edit with drafts, its switch, toolbar and edit links. Client-safe. */
export { EditLink } from './EditLink'
export { initialLiveEditState, liveEditReducer, type LiveEditAction, type LiveEditState } from './live-edit'
export { adminDocumentHref } from './live-edit-admin'
export { LiveEditSwitch } from './LiveEditSwitch'
export { LiveEditToolbar, type EditedDocument } from './LiveEditToolbar'
export { LivePreviewRefresh } from './LivePreviewRefresh'
