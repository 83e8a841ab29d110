import { describe, expect, it } from 'vitest'

import { createSessionToken, isValidSessionToken, SESSION_HOURS } from './session'

const KEY = 'test-key'
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'
const NOW = Date.parse('2026-05-04T08:00:00Z')

describe('partner session token', () => {
  it('is valid for 8 hours, then not', () => {
    const token = createSessionToken(KEY, HASH, NOW)
    expect(isValidSessionToken(token, KEY, HASH, NOW)).toBe(true)
    expect(isValidSessionToken(token, KEY, HASH, NOW + SESSION_HOURS * 3600 * 1000 - 1)).toBe(true)
    expect(isValidSessionToken(token, KEY, HASH, NOW + SESSION_HOURS * 3600 * 1000)).toBe(false)
  })

  it('is refused when forged, signed with another key, or after the password changed', () => {
    const token = createSessionToken(KEY, HASH, NOW)
    const [expiresAt, id, signature] = token.split('.') as [string, string, string]
    expect(isValidSessionToken(`${Number(expiresAt) + 3600_000}.${id}.${signature}`, KEY, HASH, NOW)).toBe(false)
    expect(isValidSessionToken(`${expiresAt}.${'A'.repeat(22)}.${signature}`, KEY, HASH, NOW)).toBe(false)
    expect(isValidSessionToken(token, 'other-key', HASH, NOW)).toBe(false)
    expect(isValidSessionToken(token, KEY, `${HASH}x`, NOW)).toBe(false)
    expect(isValidSessionToken(token, KEY, null, NOW)).toBe(false)
    expect(isValidSessionToken(undefined, KEY, HASH, NOW)).toBe(false)
    expect(isValidSessionToken('garbage', KEY, HASH, NOW)).toBe(false)
  })

  it('is one per sign-in, even two in the same millisecond', () => {
    expect(createSessionToken(KEY, HASH, NOW)).not.toBe(createSessionToken(KEY, HASH, NOW))
  })
})
