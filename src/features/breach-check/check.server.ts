import 'server-only'

import { setTimeout as sleep } from 'node:timers/promises'

import { cms } from '@/cms/client'
import { breachHash } from '@/lib/breach-list'
import { issuesByField } from '@/features/forms'
import { queryLocale } from '@/i18n/routing'
import { translator } from '@/i18n/translator'
import { jsonBody } from '@/lib/api/json-body'
import { problem } from '@/lib/api/problem'
import { logger } from '@/lib/logger'
import { clientAddress } from '@/lib/client-address'
import { createRateLimiter } from '@/lib/rate-limit'

import { breachCheckSchema, type BreachCheckAnswer } from './breach-check-form'

/**
 * A person checks their own few addresses; a script walking through a list of them does not get
 * far. Per client only: a limit per address would let anyone lock its owner out of the check.
 */
const perClient = createRateLimiter({ keyPrefix: 'breach-check-client', points: 10, durationSeconds: 60 * 60 })

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
 * not). Rate-limited per client; the address is neither stored nor logged.
 */
export async function answerBreachCheck(request: Request): Promise<Response> {
  const started = performance.now()
  const t = translator(queryLocale(new URL(request.url).searchParams))
  const client = clientAddress(request.headers)

  const respond = async (response: Response) => {
    // Timers may fire up to a millisecond early: wait until the minimum has really passed.
    const left = () => MIN_ANSWER_MS - (performance.now() - started)
    while (left() > 0) await sleep(Math.ceil(left()))
    response.headers.set('cache-control', 'no-store')
    return response
  }
  const tooMany = (retryAfterMs: number) => {
    const response = problem(429, t('breachCheck.tooMany'))
    response.headers.set('retry-after', String(Math.ceil(retryAfterMs / 1000)))
    return respond(response)
  }

  const byClient = await perClient.consume(client)
  if (!byClient.allowed) {
    logger.warn({ client }, 'breach checks over the limit of a client')
    return tooMany(byClient.retryAfterMs)
  }
  const parsed = breachCheckSchema.safeParse(await jsonBody(request))
  if (!parsed.success) return respond(problem(400, t('breachCheck.verifyAddress'), undefined, issuesByField(parsed.error)))

  const answer: BreachCheckAnswer = { found: await isListed(breachHash(parsed.data.email)) }
  return respond(Response.json(answer))
}
