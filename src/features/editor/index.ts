/** §6 editor route: the account screens (sign in, forgot and reset password, activation, profile). */
export { EditorAccountScreen } from './account/EditorAccountScreen'
export { NewPasswordScreen } from './account/NewPasswordScreen'
export { ACCOUNT_API, newPasswordSchema, profileSchema, signInSchema, type EditorAccount } from './account/account-forms'
