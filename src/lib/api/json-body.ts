/** A request's JSON body, or null when it is missing or not JSON: the caller's schema says what is wrong. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return null
  }
}
