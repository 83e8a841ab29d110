import { createHmac, timingSafeEqual } from 'node:crypto'

/** A partner stays signed in for a working day at most. */
export const SESSION_HOURS = 8
export const SESSION_COOKIE = 'partner_session'
/** The cookie goes only to the partner area's own calls, never with a page request. */
export const SESSION_PATH = '/api/partner-area'

/**
 * The session token: its end time and an HMAC over it and the current password hash. Changing the
 * password in the CMS therefore ends every session; nothing is kept on the server.
 */
function signature(key: string, expiresAt: number, passwordHash: string): string {
  return createHmac('sha256', key).update(`${expiresAt}.${passwordHash}`).digest('base64url')
}

export function createSessionToken(key: string, passwordHash: string, now: number): string {
  const expiresAt = now + SESSION_HOURS * 3600 * 1000
  return `${expiresAt}.${signature(key, expiresAt, passwordHash)}`
}

export function isValidSessionToken(token: string | undefined, key: string, passwordHash: string | null, now: number): boolean {
  if (!token || !passwordHash) return false
  const match = /^(\d{13})\.([\w-]{43})$/.exec(token)
  if (!match) return false
  const expiresAt = Number(match[1])
  if (expiresAt <= now || expiresAt > now + SESSION_HOURS * 3600 * 1000) return false
  const given = Buffer.from(match[2] ?? '')
  const expected = Buffer.from(signature(key, expiresAt, passwordHash))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
