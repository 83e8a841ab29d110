const KIB = 1024
const MIB = 1024 * KIB

/**
 * What a request body may weigh, by what it carries: the one definition the production listener
 * (src/lib/production-server/body-cap.ts) and the route handlers read.
 */
export const BODY_LIMITS = {
  /** A JSON call of a few fields (a password, an address, a live-edit change). */
  json: 16 * KIB,
  /** A server action's arguments (the order's confirm step sends well under 1 KB). */
  action: 64 * KIB,
  /** A form with its attachments (5 files of 2 MB, their framing and the answers), and the CMS's own uploads. */
  upload: 10 * MIB + 256 * KIB,
} as const

export type BodyLimit = keyof typeof BODY_LIMITS

const UPLOADS = /^\/(?:cms-api|admin|api\/forms|api\/outage-alerts)(?:\/|$)/

/** The limit a request's body falls under: by its path, and whether it calls a server action. */
export function bodyLimitOf(url: string | undefined, serverAction: boolean): BodyLimit {
  const path = (url ?? '/').split('?')[0] ?? '/'
  if (UPLOADS.test(path)) return 'upload'
  return serverAction ? 'action' : 'json'
}
