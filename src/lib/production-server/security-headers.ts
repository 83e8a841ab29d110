import { createHash } from 'node:crypto'

/**
 * The security headers of every response. Pages get a script policy without 'unsafe-inline':
 * Next's inline scripts carry a nonce written on the way out, or, on a page served from its
 * prepared copy, are allowed by their hashes (framework-scripts.ts), so cached pages keep working;
 * our own fixed inline scripts are allowed by their hash.
 */

/** Where a tag manager sends what it measures. */
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']
/** The video block's players (src/screens/blocks/videos/video.ts). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']
/**
 * Payload's JSON fields (an order's, a request's and a survey answer's answers) show them in Monaco,
 * which Payload's admin loads from this CDN folder (its bundled loader configuration; a unit test
 * holds the two together). Only that package: the whole CDN would let any script of npm run.
 */
const ADMIN_EDITOR_CDN = ['https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/']

export type PolicyRequest = {
  /**
   * HTML documents only; any other response gets the deny-all policy. The framework's inline
   * scripts run by the response's `nonce`, or by their hashes (`pageScripts`) on a page prepared
   * once. `preview`: a draft-mode page, framed by the admin's live preview (same origin only).
   */
  document: { nonce?: string; pageScripts?: readonly string[]; admin: boolean; preview?: boolean } | undefined
  /** A script: run as a worker (the service worker) it lives under its own policy, and fetches. */
  script?: boolean
  /** Served to the visitor over https (directly or through a trusted proxy). */
  https: boolean
  /** Inline scripts of ours allowed by content, e.g. the consent marker of the root layout. */
  scriptHashes: readonly string[]
  /** The tracker's origin when one is configured (§7): it loads its script and sends its beacons there. */
  trackerOrigin?: string
  /** The origin of the configured tag manager (GTM_ID, GTM_ORIGIN): the site's pages may load it once consented. */
  tagManagerOrigin?: string
}

export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

export function contentSecurityPolicy(request: PolicyRequest): string {
  const { document, https, scriptHashes } = request
  const tracker = request.trackerOrigin ? [request.trackerOrigin] : []
  // The admin never runs the tag manager; the site's pages only when one is configured.
  const tagManager = request.tagManagerOrigin && !document?.admin ? [request.tagManagerOrigin] : []
  const directives: Record<string, string[]> = document
    ? {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          ...(document.nonce === undefined ? [] : [`'nonce-${document.nonce}'`]),
          ...(document.pageScripts ?? []),
          ...scriptHashes,
          ...tagManager,
          ...tracker,
          ...(document.admin ? ADMIN_EDITOR_CDN : []),
        ],
        // React and Payload write style attributes; styles cannot run code.
        'style-src': ["'self'", "'unsafe-inline'", ...(document.admin ? ADMIN_EDITOR_CDN : [])],
        'img-src': ["'self'", 'data:', 'blob:', ...(tagManager.length > 0 ? ANALYTICS : [])],
        'font-src': ["'self'", 'data:', ...(document.admin ? ADMIN_EDITOR_CDN : [])],
        'connect-src': ["'self'", ...(tagManager.length > 0 ? [...tagManager, ...ANALYTICS] : []), ...tracker],
        'media-src': ["'self'", 'blob:'],
        'frame-src': VIDEO_PLAYERS,
        // The service worker, and blob workers: the forms' security code and the admin editor's.
        'worker-src': ["'self'", 'blob:'],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': [document.preview ? "'self'" : "'none'"],
      }
    : request.script
      ? { 'default-src': ["'self'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] }
      : {
          // JSON, images and files are never documents: nothing they contain may run or be framed.
          'default-src': ["'none'"],
          'style-src': ["'unsafe-inline'"],
          'frame-ancestors': ["'none'"],
          'base-uri': ["'none'"],
          'form-action': ["'none'"],
        }
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

export function securityHeaders(request: PolicyRequest): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(request),
    'x-content-type-options': 'nosniff',
    'x-frame-options': request.document?.preview ? 'SAMEORIGIN' : 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'cross-origin-opener-policy': 'same-origin',
    // Two years, the preload list's own minimum; only a visitor on https learns it.
    ...(request.https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}
