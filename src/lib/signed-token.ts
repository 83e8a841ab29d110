import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from './env'

/**
 * The token of a link sent by mail and followed without login: an HMAC of what the link names,
 * keyed with the server's secret, so the database alone does not give it away and nothing can be
 * guessed from an id or a reference. `purpose` keeps the tokens of two kinds of link apart.
 */
export function signedToken(purpose: string, message: string): string {
  return createHmac('sha256', payloadSecret()).update(`${purpose}:${message}`).digest('base64url')
}

/** Whether `token` is the one of `signedToken(purpose, message)`, in constant time. */
export function isSignedToken(purpose: string, message: string, token: string): boolean {
  const expected = Buffer.from(signedToken(purpose, message))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
