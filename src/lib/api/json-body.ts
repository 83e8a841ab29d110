import { BODY_LIMITS } from '../body-limits'
import { cappedBody } from './capped-body'

/**
 * A request's JSON body, or null when it is missing, not JSON or over the JSON limit (declared or
 * sent): the caller's schema says what is wrong.
 */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    const bytes = await cappedBody(request, BODY_LIMITS.json)
    return bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown) : null
  } catch {
    return null
  }
}
