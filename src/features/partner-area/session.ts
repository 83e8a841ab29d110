import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A partner stays signed in for a working day at most. */
export const SESSION_HOURS = 8
export const SESSION_COOKIE = 'partner_session'
/** The cookie goes only to the partner area's own calls, never with a page request. */
export const SESSION_PATH = '/api/partner-area'

/**
 * The session token: its end time, a random id (one session, one token) and an HMAC over them and
 * the current password hash. Changing the password in the CMS therefore ends every session; a
 * sign-out ends one, through the revocation list (area.server.ts).
 */
function signature(key: string, expiresAt: number, id: string, passwordHash: string): string {
  return createHmac('sha256', key).update(`${expiresAt}.${id}.${passwordHash}`).digest('base64url')
}

const TOKEN = /^(\d{13})\.([\w-]{22})\.([\w-]{43})$/

export function createSessionToken(key: string, passwordHash: string, now: number): string {
  const expiresAt = now + SESSION_HOURS * 3600 * 1000
  const id = randomBytes(16).toString('base64url')
  return `${expiresAt}.${id}.${signature(key, expiresAt, id, passwordHash)}`
}

export function isValidSessionToken(token: string | undefined, key: string, passwordHash: string | null, now: number): boolean {
  if (!token || !passwordHash) return false
  const match = TOKEN.exec(token)
  if (!match) return false
  const expiresAt = Number(match[1])
  if (expiresAt <= now || expiresAt > now + SESSION_HOURS * 3600 * 1000) return false
  const given = Buffer.from(match[3] ?? '')
  const expected = Buffer.from(signature(key, expiresAt, match[2] ?? '', passwordHash))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** How a token is named in the revocation list (never the token itself), and how long it would live. */
export function revocationOf(token: string, now: number): { key: string; lifetimeMs: number } | null {
  const match = TOKEN.exec(token)
  if (!match) return null
  return { key: createHash('sha256').update(token).digest('base64url'), lifetimeMs: Number(match[1]) - now }
}
