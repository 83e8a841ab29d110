import 'server-only'

export { activateAccount, currentAccount, forgotPassword, resetPassword, signIn, signOut, updateProfile } from './account/account.server'
export { liveEditStatus, openLivePreview, switchLiveEdit } from './live-edit-api'
export { liveEditOn } from './live-edit-session'
