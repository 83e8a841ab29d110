import { createHash } from 'node:crypto'

/**
 * Providers that document that dots in the local part do not matter (Gmail: "j.doe" and "jdoe" are
 * one inbox; googlemail.com is the same service). Elsewhere a dot may name another mailbox.
 */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com'])

/**
 * The inbox an address reaches, as far as it can be told from its spelling: case folded and the
 * sub-address (+tag) dropped, which every large provider delivers to the same inbox, and Gmail's
 * dots dropped. Used to count mails per inbox, never to send: the address is kept as given.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  const domain = address.slice(at + 1)
  let local = address.slice(0, at)
  local = local.slice(0, local.indexOf('+') > 0 ? local.indexOf('+') : local.length)
  if (DOTS_IGNORED.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`
  return `${local}@${domain}`
}

/** The inbox's key of a limit on the mails it receives: a hash, so no counter names an address. */
export function inboxKey(email: string): string {
  return createHash('sha256').update(mailboxKey(email)).digest('hex')
}
