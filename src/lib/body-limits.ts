const KIB = 1024
const MIB = 1024 * KIB

/**
 * What a request body may weigh, by what it carries: the one definition the production listener
 * (src/lib/production-server/body-cap.ts) and the route handlers read.
 */
export const BODY_LIMITS = {
  /** A browser's beacon: one page view's vitals (~100 bytes). */
  beacon: 1 * KIB,
  /** A JSON call of a few fields (a password, an address, a live-edit change). */
  json: 16 * KIB,
  /** A server action's arguments (the order's confirm step sends well under 1 KB). */
  action: 64 * KIB,
  /** A form with its attachments (5 files of 2 MB, their framing and the answers). */
  upload: 10 * MIB + 256 * KIB,
  /** The CMS: an editor's pictures and documents, as the front lets them through (deploy/nginx). */
  cms: 32 * MIB,
} as const

export type BodyLimit = keyof typeof BODY_LIMITS

const CMS = /^\/(?:cms-api|admin)(?:\/|$)/
const FORMS = /^\/api\/(?:forms|outage-alerts)(?:\/|$)/
const BEACONS = /^\/api\/vitals$/

/** The limit a request's body falls under: by its path, and whether it calls a server action. */
export function bodyLimitOf(url: string | undefined, serverAction: boolean): BodyLimit {
  const path = (url ?? '/').split('?')[0] ?? '/'
  if (CMS.test(path)) return 'cms'
  if (FORMS.test(path)) return 'upload'
  if (BEACONS.test(path)) return 'beacon'
  return serverAction ? 'action' : 'json'
}
