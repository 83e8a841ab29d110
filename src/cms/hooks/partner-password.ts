import { hash } from '@node-rs/argon2'
import type { FieldHook } from 'payload'

/** Argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum for password storage. */
function hashPartnerPassword(password: string): Promise<string> {
  return hash(password)
}

/** The hash of the password an editor just typed, or the stored one when none was typed. */
export const hashNewPassword: FieldHook = async ({ siblingData, req }) => {
  const typed = typeof siblingData.newPassword === 'string' ? siblingData.newPassword : ''
  if (typed !== '') return hashPartnerPassword(typed)
  // A hidden field never comes back from the admin form: the stored hash is read again.
  const stored = await req.payload.findGlobal({ slug: 'partner-area', depth: 0, showHiddenFields: true, overrideAccess: true, req })
  return stored.passwordHash ?? null
}
