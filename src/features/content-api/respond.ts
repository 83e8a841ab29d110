import 'server-only'

import { logger } from '@/lib/logger'

import { BadRequestError, NotFoundError, jsonError } from './query'

/** Published content may be cached briefly by browsers and shared caches. */
export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300'

/**
 * Every content call and media file answers through here: bad input 400, unknown 404, anything
 * else is logged and answered 500 without details (no stack leaves the server).
 */
export async function answer(call: string, make: () => Promise<Response>): Promise<Response> {
  try {
    return await make()
  } catch (error) {
    if (error instanceof BadRequestError) return jsonError(400, error.message)
    if (error instanceof NotFoundError) return jsonError(404, error.message)
    logger.error({ err: error, call }, 'content API call failed')
    return jsonError(500, 'The content service failed; please try again later.')
  }
}

/** A JSON body of published content. */
export function respond(call: string, load: () => Promise<unknown>): Promise<Response> {
  return answer(call, async () => Response.json(await load(), { headers: { 'cache-control': PUBLIC_CACHE } }))
}
