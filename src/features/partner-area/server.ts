import 'server-only'

export { downloadPartnerDocument, listPartnerDocuments, partnerOnly, signIn, signOut } from './area.server'
export { signInSchema } from './partner-area'
