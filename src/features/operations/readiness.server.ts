import 'server-only'

import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import { unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { cms } from '@/cms/client'
import { clientAddress, isLoopback } from '@/lib/client-address'
import { mediaDir, readinessToken } from '@/lib/env'
import { logger } from '@/lib/logger'
import { metrics } from '@/lib/metrics'

import { failureOf, outboxReading, readiness, type CheckResult, type Readiness } from './readiness'

const TIMEOUT_MS = 3000

function withinTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

async function check(name: string, probe: () => Promise<unknown>): Promise<CheckResult> {
  try {
    await withinTimeout(probe(), name)
    return { ok: true }
  } catch (error) {
    logger.warn({ err: error, check: name }, 'readiness check failed')
    return { ok: false, error: failureOf(error) }
  }
}

/** A real write: Payload's key-value store, in the site's own database. */
async function writeDatabase(): Promise<void> {
  const payload = await cms()
  await payload.kv.set('readiness-probe', { at: new Date().toISOString() })
}

/** A real file written and removed in the media folder (permissions alone say nothing to root or a read-only mount). */
async function writeMediaFolder(dir: string): Promise<void> {
  const probe = path.join(dir, `.readiness-${randomUUID()}`)
  await writeFile(probe, 'ok')
  await unlink(probe)
}

async function outboxState(): Promise<{ pending: number; oldestPendingAt: Date | null } | null> {
  try {
    const payload = await cms()
    const pending = { status: { equals: 'pending' } } as const
    const [{ totalDocs }, { docs }] = await withinTimeout(
      Promise.all([
        payload.count({ collection: 'outbox', where: pending }),
        payload.find({ collection: 'outbox', where: pending, sort: 'createdAt', limit: 1, depth: 0, select: { createdAt: true } }),
      ]),
      'outbox',
    )
    return { pending: totalDocs, oldestPendingAt: docs[0] ? new Date(docs[0].createdAt) : null }
  } catch (error) {
    logger.warn({ err: error }, 'outbox state unavailable')
    return null
  }
}

export async function checkReadiness(media = mediaDir): Promise<Readiness> {
  const [database, mediaFolder, outbox] = await Promise.all([
    check('database', writeDatabase),
    check('media', () => writeMediaFolder(media())),
    outboxState(),
  ])
  return readiness({ database, media: mediaFolder, outbox, now: new Date() })
}

/** The outbox gauges of /metrics: the state readiness reports, read at each scrape. */
export function registerOutboxMetrics(): void {
  metrics().setOutboxProbe(async () => {
    const outbox = await outboxState()
    return outbox && outboxReading(outbox, new Date())
  })
}

/** A balancer asks every few seconds; a deep check per call let anyone load the database and the disk. */
const CACHE_MS = 5000

let latest: { at: number; state: Promise<Readiness> } | undefined

/** The deep check at most once per CACHE_MS, shared by the calls meanwhile (one in flight at a time). */
function cachedReadiness(now: number): Promise<Readiness> {
  if (!latest || now - latest.at >= CACHE_MS) latest = { at: now, state: checkReadiness() }
  return latest.state
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** The front and the orchestrator: a caller on this machine, or one with the configured token. */
function isOperator(headers: Headers): boolean {
  if (isLoopback(clientAddress(headers))) return true
  const token = readinessToken()
  const given = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1]
  return token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token))
}

/**
 * GET /api/ready: 200 when this instance can store what visitors send, else 503. The operator gets
 * the checks and the outbox; anyone else only the status. Either way from the cached check.
 */
export async function answerReadiness(headers: Headers): Promise<Response> {
  const state = await cachedReadiness(Date.now())
  const status = state.ready ? 'ready' : 'not ready'
  return Response.json(isOperator(headers) ? { status, ...state } : { status }, {
    status: state.ready ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  })
}
