import 'server-only'

import { cms } from '@/cms/client'
import { breachHash } from '@/lib/breach-list'

import type { BreachCheckAnswer } from './breach-check-form'

/**
 * Every answer takes at least this long, found or not: the lookup is the same indexed query on
 * both paths, and the floor hides what is left of the difference (database cache, scheduling).
 */
export const MIN_ANSWER_MS = 350

async function isListed(hash: string): Promise<boolean> {
  const payload = await cms()
  const { totalDocs } = await payload.count({ collection: 'breach-hashes', where: { hash: { equals: hash } }, overrideAccess: true })
  return totalDocs > 0
}

/**
 * POST /api/breach-check?locale= with { email } → { found } (the address was in the incident or
 * not). The edge limits it per client and holds every answer to MIN_ANSWER_MS; the address is
 * neither stored nor logged.
 */
export async function checkBreach({ email }: { email: string }): Promise<BreachCheckAnswer> {
  return { found: await isListed(breachHash(email)) }
}
