import 'server-only'

import { logger } from '@/lib/logger'

import { ApiError, problem, type ProblemStatus } from './problem'

/** Published content may be cached briefly by browsers and shared caches. */
const PUBLIC_CACHE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300'

type Failure = { status: ProblemStatus; detail: string }

/**
 * Every public call answers through here: bad input 400, unknown 404, anything else is logged and
 * answered with `failure` (500 by default) without details (no stack leaves the server).
 */
export async function answer(
  call: string,
  make: () => Promise<Response>,
  failure: Failure = { status: 500, detail: 'The service failed; please try again later.' },
): Promise<Response> {
  try {
    return await make()
  } catch (error) {
    if (error instanceof ApiError) return problem(error.status, error.message, error.field)
    logger.error({ err: error, call }, 'public API call failed')
    return problem(failure.status, failure.detail)
  }
}

/** A JSON body with its cache policy (published content by default). */
export function respond(
  call: string,
  load: () => Promise<unknown>,
  options: { cache?: string; failure?: Failure } = {},
): Promise<Response> {
  const cache = options.cache ?? PUBLIC_CACHE
  return answer(call, async () => Response.json(await load(), { headers: { 'cache-control': cache } }), options.failure)
}
