import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The one place that reads process.env (house rule). Values are read lazily so that
 * build steps that never touch the database do not need a data directory.
 */

function read(name: string): string | undefined {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

export function dataDir(): string {
  const dir = path.resolve(/*turbopackIgnore: true*/ read('DATA_DIR') ?? 'data')
  mkdirSync(dir, { recursive: true })
  return dir
}

export function databaseUrl(): string | undefined {
  return read('DATABASE_URL')
}

export function databaseKind(): 'postgres' | 'sqlite' {
  const url = databaseUrl()
  return url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

export function sqliteFile(): string {
  return path.join(dataDir(), 'site.db')
}

/**
 * The folders of files the CMS keeps beside the database, in the data directory: what a backup
 * copies with it (src/lib/backup.ts).
 */
export const FILE_FOLDERS = ['media', 'attachments', 'partner-documents'] as const

function filesDir(folder: (typeof FILE_FOLDERS)[number]): string {
  const dir = path.join(dataDir(), folder)
  mkdirSync(dir, { recursive: true })
  return dir
}

/** Media (pictures, public files): served under /cms-api/media. */
export function mediaDir(): string {
  return filesDir('media')
}

/** PAYLOAD_SECRET, or one generated on first start and kept in the data directory. */
export function payloadSecret(): string {
  const fromEnv = read('PAYLOAD_SECRET')
  if (fromEnv) return fromEnv
  const file = path.join(dataDir(), 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  // 'wx' so two processes starting at once cannot overwrite each other's secret.
  try {
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
    return secret
  } catch {
    return readFileSync(file, 'utf8').trim()
  }
}

const DEMO_ADMIN = { email: 'admin@example.ch', password: 'demo-admin-2026' } as const

export function adminCredentials(): { email: string; password: string } {
  return {
    email: read('ADMIN_EMAIL') ?? DEMO_ADMIN.email,
    password: read('ADMIN_PASSWORD') ?? DEMO_ADMIN.password,
  }
}

/** Whether the first admin has the demo password (ADMIN_PASSWORD unset or the demo one): demo data and its secrets go with it only. */
export function isDemoAdmin(): boolean {
  return adminCredentials().password === DEMO_ADMIN.password
}

export function siteIdOverride(): string | undefined {
  return read('SITE_ID')
}

export function siteHosts(): string | undefined {
  return read('SITE_HOSTS')
}

/**
 * Scheme of the sites' public URLs (canonical, hreflang, sitemap): SITE_URL_SCHEME, else https in
 * production and http elsewhere. Never taken from the request.
 */
export function siteUrlScheme(): 'http' | 'https' {
  const value = read('SITE_URL_SCHEME')
  if (value === 'http' || value === 'https') return value
  return process.env.NODE_ENV === 'production' ? 'https' : 'http'
}

/** Public base URL per site (`1=https://www.netplus.ch,2=…`), when it is not the scheme plus the first SITE_HOSTS host. */
export function siteBaseUrls(): string | undefined {
  return read('SITE_BASE_URLS')
}

export function logLevel(): string {
  return read('LOG_LEVEL') ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info')
}

/** Upstream cable-operator lookup (§7 /swisscable); all three set → the HTTP implementation is used. */
export function swisscableUpstream(): { url: string; user: string; password: string } | undefined {
  const url = read('SWISSCABLE_URL')
  const user = read('SWISSCABLE_USER')
  const password = read('SWISSCABLE_PASSWORD')
  return url && user && password ? { url, user, password } : undefined
}

/** Upstream fibre availability service (§7 /api/nfr/availability); unset → embedded answer. */
export function nfrUrl(): string | undefined {
  return read('NFR_URL')
}

/** smtp://user:pass@host:port (or smtps://); unset → mails stay in the outbox. */
export function smtpUrl(): string | undefined {
  return read('SMTP_URL')
}

export function mailFrom(): string {
  return read('MAIL_FROM') ?? 'Netplus <no-reply@netplus.example>'
}

/** The operator's news service (§7, articles with a Facebook-post attachment); unset → the CMS's news. */
export function newsFeedUrl(): string | undefined {
  return read('NEWS_FEED_URL')
}

/** Time limit of every upstream call (cable lookup, availability); tests shorten it. */
export function upstreamTimeoutMs(): number {
  const value = Number(read('UPSTREAM_TIMEOUT_MS'))
  return Number.isFinite(value) && value > 0 ? value : 4000
}

/**
 * Which addresses the content health link checker may ask: `public` (the default) refuses every
 * private, loopback and link-local address an editor's link could name; `loopback` asks only this
 * machine (the browser tests' own servers), so no test request leaves it.
 */
export function linkCheckNetwork(): 'public' | 'loopback' {
  return read('LINK_CHECK_NETWORK') === 'loopback' ? 'loopback' : 'public'
}

/** Inside `next start`/`next build`, as opposed to the seed, migrations and tests run by tsx or vitest. */
export function isNextServer(): boolean {
  return Boolean(process.env.NEXT_RUNTIME)
}

/**
 * Whether this server runs the jobs queue (scheduled publications, content health): `RUN_JOBS=0`
 * leaves them to the other instances on the database, for an instance that does not share their
 * page cache (no `REDIS_URL`) and would expire only its own pages after publishing.
 */
export function runsJobs(): boolean {
  return read('RUN_JOBS') !== '0'
}

/** Inside `next build` (Next's own phase marker), where no timer or database connection belongs. */
export function isNextBuild(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

/** Google Tag Manager container (GTM-XXXX), started only after the visitor accepts it (§4); none by default. */
function tagManagerId(): string | null {
  const id = read('GTM_ID')
  return id && /^GTM-[A-Z0-9]+$/.test(id) ? id : null
}

/**
 * Where the tag manager's script comes from: Google's origin, or GTM_ORIGIN (a server-side tag
 * manager on the operator's own domain, or a test's stub). Null without a container.
 */
function tagManagerOrigin(): string | null {
  if (!tagManagerId()) return null
  const origin = read('GTM_ORIGIN')
  return origin && URL.canParse(origin) && /^https?:$/.test(new URL(origin).protocol)
    ? new URL(origin).origin
    : 'https://www.googletagmanager.com'
}

/** The configured container's script, loaded once a visitor consents (src/features/consent). */
export function tagManagerScript(): string | null {
  const id = tagManagerId()
  const origin = tagManagerOrigin()
  return id && origin ? `${origin}/gtm.js?id=${encodeURIComponent(id)}` : null
}

/**
 * The tracker script of §7: TRACKER_SCRIPT_URL, TRACKER_PUBLIC_KEY and TRACKER_PUBLISH_MODE as
 * configured; the site loads it only in publish mode 3 with a public key (src/features/tracking).
 */
export function trackerSettings(): { scriptUrl: string | undefined; publicKey: string | undefined; publishMode: string | undefined } {
  return { scriptUrl: read('TRACKER_SCRIPT_URL'), publicKey: read('TRACKER_PUBLIC_KEY'), publishMode: read('TRACKER_PUBLISH_MODE') }
}

/** Uploaded form attachments: private, never under a public path; served to administrators only. */
export function attachmentsDir(): string {
  return filesDir('attachments')
}

/**
 * The share of page views whose vitals are measured (VITALS_SAMPLE_RATE, 0 to 1), among visitors
 * who accepted audience measurement; every one by default.
 */
export function vitalsSampleRate(): number {
  const value = Number(read('VITALS_SAMPLE_RATE') ?? 1)
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 1
}

/** redis://… shared by every instance (rate limits, spent security codes); unset → each process counts in memory. */
export function redisUrl(): string | undefined {
  return read('REDIS_URL')
}

/**
 * Signs the form security codes. Derived from the Payload secret when unset, so that codes handed
 * out before a restart still verify after it.
 */
export function altchaHmacKey(): string {
  return read('ALTCHA_HMAC_KEY') ?? createHmac('sha256', payloadSecret()).update('altcha-form-challenge').digest('hex')
}

/**
 * Upper bound of the security code's secret counter (one SHA-256 per step). 180 000: ~1 s on a
 * phone (scripts/bench/security-code.ts: a median of ~240 ms of CPU on one core of the build
 * machine, a phone 4–5× slower), and a script pays as much per submission.
 */
export function altchaMaxNumber(): number {
  const value = Number(read('ALTCHA_MAX_NUMBER'))
  return Number.isInteger(value) && value > 0 && value <= 0xffff_ffff ? value : 180_000
}

/**
 * Days an order's signed link opens its page and its appointment (ORDER_LINK_LIFETIME_DAYS): long
 * enough for an order's course between two status mails (each brings a fresh link), short enough
 * that an old mail found in a mailbox opens nothing. 30 by default, 1 to 365.
 */
export function orderLinkLifetimeDays(): number {
  const value = Number(read('ORDER_LINK_LIFETIME_DAYS'))
  return Number.isInteger(value) && value >= 1 && value <= 365 ? value : 30
}

/**
 * Keys the HMAC-SHA256 of every address of the data-breach list (BREACH_CHECK_KEY). Derived from
 * the Payload secret when unset. Changing it makes the stored list unreadable: import it again.
 */
export function breachCheckKey(): string {
  return read('BREACH_CHECK_KEY') ?? createHmac('sha256', payloadSecret()).update('breach-check-address').digest('hex')
}

/** Signs the partner-area session cookie (PARTNER_SESSION_SECRET); derived from the Payload secret when unset. */
export function partnerSessionKey(): string {
  return read('PARTNER_SESSION_SECRET') ?? createHmac('sha256', payloadSecret()).update('partner-area-session').digest('hex')
}

export const DEMO_PARTNER_PASSWORD = 'partenaires-demo-2026'

/**
 * The partner-area password the seed sets (PARTNER_PASSWORD; editors change it in the CMS). The
 * README's demo one only beside the demo admin: a deployment with its own admin password gets no
 * partner access until a password is set.
 */
export function partnerSeedPassword(): string | undefined {
  return read('PARTNER_PASSWORD') ?? (isDemoAdmin() ? DEMO_PARTNER_PASSWORD : undefined)
}

/** Partner documents: private, outside every public path; served only through the partner session. */
export function partnerDocumentsDir(): string {
  return filesDir('partner-documents')
}

/** Cookies marked Secure only in production: the tests and local runs speak plain HTTP. */
export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production'
}

/**
 * Lets a balancer or orchestrator that is not on this machine read the full readiness answer
 * (`Authorization: Bearer …` on /api/ready); loopback callers need none. Unset: loopback only.
 */
export function readinessToken(): string | undefined {
  return read('READINESS_TOKEN')
}

/**
 * How many reverse proxies in front of the app append to X-Forwarded-For (0: the socket is the client).
 * @public read by scripts/start.mjs
 */
export function trustedProxies(): number {
  const value = Number(read('TRUSTED_PROXIES') ?? 0)
  return Number.isInteger(value) && value > 0 ? value : 0
}

/**
 * Bearer token that opens /metrics from anywhere (METRICS_TOKEN); unset → only loopback and the
 * networks of METRICS_NETWORKS may read it.
 * @public read by scripts/start.mjs
 */
export function metricsToken(): string | undefined {
  return read('METRICS_TOKEN')
}

/**
 * Networks besides loopback that may read /metrics without a token (`10.0.0.0/8,fd00::/8`): the
 * monitoring network. Decided on the client address of TRUSTED_PROXIES, never on the socket alone.
 * @public read by scripts/start.mjs
 */
export function metricsNetworks(): string | undefined {
  return read('METRICS_NETWORKS')
}

/**
 * How many §7 API requests (search, forms, lookups) one instance works on at once (API_CONCURRENCY);
 * the next ones wait for a place (apiQueue), then get 503 with Retry-After, so that a flood queues
 * no work ahead of the health probe and the pages.
 * @public read by scripts/start.mjs
 */
export function apiConcurrency(): number {
  const value = Number(read('API_CONCURRENCY'))
  return Number.isInteger(value) && value > 0 ? value : 16
}

/**
 * The queue of §7 API requests over API_CONCURRENCY: four times as many may wait, each at most
 * API_QUEUE_MS (default 5 s, the front's connect time-out: a short wait, far below its 30 s read
 * time-out); 0 refuses them at once.
 * @public read by scripts/start.mjs
 */
export function apiQueue(): { length: number; waitMs: number } {
  const value = Number(read('API_QUEUE_MS') ?? 5_000)
  const waitMs = Number.isInteger(value) && value >= 0 ? value : 5_000
  return { length: waitMs === 0 ? 0 : 4 * apiConcurrency(), waitMs }
}

/**
 * How long a stopping instance lets in-flight requests and the outbox run under way finish
 * (DRAIN_TIMEOUT_MS) before it exits anyway: below the service manager's own stop time-out
 * (systemd's 90 s), above the slowest request (the upstream time-out, an upload).
 * @public read by scripts/start.mjs
 */
export function drainTimeoutMs(): number {
  const value = Number(read('DRAIN_TIMEOUT_MS'))
  return Number.isFinite(value) && value > 0 ? value : 20_000
}
