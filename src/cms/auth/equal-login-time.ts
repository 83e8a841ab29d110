import { pbkdf2, randomBytes } from 'node:crypto'

import type { CollectionBeforeOperationHook } from 'payload'

/** Payload's current password hash: PBKDF2-SHA256, 600 000 iterations, 32 bytes. */
const ITERATIONS = 600_000
const KEY_LENGTH = 32

function hashOnce(password: string): Promise<void> {
  return new Promise((resolve) => pbkdf2(password, randomBytes(32), ITERATIONS, KEY_LENGTH, 'sha256', () => resolve()))
}

/**
 * A sign-in with an unknown e-mail costs what a known one costs: Payload answers it without
 * hashing (5 ms against 100+), which tells anyone which staff addresses exist. The same hash is
 * computed, and its result thrown away, before Payload refuses it.
 */
export const equalLoginTime: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  if (email === '') return args
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, req })
  if (totalDocs === 0) await hashOnce(password)
  return args
}
