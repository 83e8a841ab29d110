/**
 * Whether a browser may be an editor's, in a cookie its pages can read: Payload's session and the
 * draft-mode cookie are httpOnly, and a visitor's page (cached, the same for everyone) has no other
 * way to know it need not ask `/api/live-edit`. The proxy sets it on a page request that carries
 * either; the toolbar drops it once the site says the browser is not an editor's.
 */
export const EDITOR_HINT_COOKIE = 'editor_hint'

const EDITOR_COOKIES = ['payload-token', '__prerender_bypass'] as const

/** A request that carries an editor's session or the draft-mode cookie, by the names it has. */
export function carriesEditorCookies(has: (name: string) => boolean): boolean {
  return EDITOR_COOKIES.some(has)
}

/** Whether a `document.cookie` string holds the hint. */
export function hasEditorHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.split('=')[0]?.trim() === EDITOR_HINT_COOKIE)
}
