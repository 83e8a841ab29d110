import 'server-only'

export { downloadPartnerDocument, listPartnerDocuments, signIn, signOut } from './area.server'
