/**
 * Whether a request's path can be read at all: a malformed percent-escape (`/%ff`, `/%E0%A4%A`)
 * is the client's mistake, answered 400 before the app, which would fail on it with a 500.
 */
export function isReadablePath(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0] ?? '/'
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}
