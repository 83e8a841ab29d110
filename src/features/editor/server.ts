import 'server-only'

export { liveEditStatus, openLivePreview, switchLiveEdit, type LiveEditStatus, type PreviewTargets } from './live-edit-api'
export { liveEditOn, staffUser } from './live-edit-session'
