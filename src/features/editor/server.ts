import 'server-only'

export { activateAccount, currentAccount, forgotPassword, resetPassword, signIn, signOut, updateProfile } from './account/account.server'
