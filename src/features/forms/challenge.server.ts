import 'server-only'

import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { altchaHmacKey, altchaMaxNumber } from '@/lib/env'
import { createExpiringKeys } from '@/lib/expiring-keys'

/** Long enough to fill in the longest form, short enough that a solved code is not hoarded. */
const CHALLENGE_LIFETIME_MS = 10 * 60_000

/** A real payload is well under 1 kB; anything much larger is not worth parsing. */
const MAX_PAYLOAD_LENGTH = 4096

/** Solved challenges, by signature: a spent code is refused until its challenge expires, and then by its expiry. */
const spent = createExpiringKeys('altcha:spent')

/**
 * The form's security code (ALTCHA v2 proof of work): the browser must find a secret counter between
 * half the maximum and the maximum, one SHA-256 per try. Signed, so nothing is stored until a
 * solution comes back.
 */
export async function createFormChallenge(): Promise<Challenge> {
  const max = altchaMaxNumber()
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(max, Math.ceil(max / 2)),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: altchaHmacKey(),
  })
}

/** GET /api/forms/challenge → a fresh signed code (the edge limits the codes a client is handed). */
export async function challengeAnswer(): Promise<Response> {
  return Response.json(await createFormChallenge(), { headers: { 'cache-control': 'no-store' } })
}

/**
 * The widget's payload (base64 JSON of the signed challenge and its solution): true once for a
 * solved, unexpired challenge of ours, false for anything else, including a second submission.
 */
export async function verifyFormChallenge(payload: string | null): Promise<boolean> {
  const submitted = decode(payload)
  if (!submitted) return false
  try {
    const result = await verifySolution({ ...submitted, deriveKey, hmacSignatureSecret: altchaHmacKey() })
    if (!result.verified) return false
  } catch {
    // Malformed parameters (not hex, unknown algorithm) make the library throw.
    return false
  }
  const { signature, parameters } = submitted.challenge
  return spent.add(signature, parameters.expiresAt * 1000 - Date.now())
}

type SignedPayload = Payload & { challenge: { signature: string; parameters: { expiresAt: number } } }

function decode(payload: string | null): SignedPayload | null {
  if (!payload || payload.length > MAX_PAYLOAD_LENGTH) return null
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
  } catch {
    return null
  }
  const candidate = value as Partial<SignedPayload> | null
  const challenge = candidate?.challenge
  const ok =
    typeof challenge?.signature === 'string' &&
    typeof challenge.parameters?.expiresAt === 'number' &&
    typeof candidate?.solution === 'object' &&
    candidate.solution !== null
  return ok ? (candidate as SignedPayload) : null
}
