import 'server-only'

export { activateAccount, currentAccount, forgotPassword, resetPassword, signIn, signOut, updateProfile } from './account/account.server'
export { liveEditStatus, openLivePreview, switchLiveEdit, type LiveEditStatus, type PreviewTargets } from './live-edit-api'
export { liveEditOn, staffUser } from './live-edit-session'
