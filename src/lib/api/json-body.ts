/** What a one-field JSON call (a password, an address) may weigh: anything larger is not read. */
const MAX_JSON_BYTES = 16 * 1024

/**
 * A request's JSON body, or null when it is missing, not JSON or over 16 KB (declared or sent):
 * the caller's schema says what is wrong.
 */
export async function jsonBody(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BYTES) return null
  try {
    const text = await request.text()
    return text.length > MAX_JSON_BYTES ? null : (JSON.parse(text) as unknown)
  } catch {
    return null
  }
}
