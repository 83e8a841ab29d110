import 'server-only'

export {
  activateAccount,
  currentAccount,
  forgotPassword,
  newPasswordBody,
  resetPassword,
  signedInEditor,
  signIn,
  signOut,
  updateProfile,
} from './account/account.server'
export { forgotPasswordSchema, profileSchema, signInSchema } from './account/account-forms'
export {
  badPreview,
  badSwitch,
  editorOnly,
  liveEditStatus,
  openLivePreview,
  previewerOnly,
  previewQuery,
  switchBody,
  switchLiveEdit,
} from './live-edit-api'
export { liveEditOn } from './live-edit-session'
