import 'server-only'

import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'

import type { Payload } from 'payload'

import { HEALTH_QUEUE, HEALTH_TASKS } from '@/cms/fields/options'
import { linkCheckNetwork } from '@/lib/env'
import { queueOnce } from '@/lib/job-handlers'
import { logger } from '@/lib/logger'

import { addressAllowed, literalAddress, type LinkCheckNetwork } from './link-policy'
import type { LinkCheck, Snapshot } from './model'
import { readSnapshot } from './snapshot.server'

/**
 * How much one run of the link checker may do: so many links, each answering within its time-out,
 * the whole run within its budget (what is still running then is stopped and asked again at the
 * next run), a few at a time, each link again after a day.
 */
const LINK_CHECK_BOUNDS = { batch: 40, timeoutMs: 8_000, budgetMs: 60_000, concurrency: 4, recheckAfterMs: 24 * 60 * 60 * 1000 }
export type LinkCheckBounds = typeof LINK_CHECK_BOUNDS

const MAX_REDIRECTS = 3
const USER_AGENT = 'Mozilla/5.0 (compatible; ContentHealthLinkCheck/1.0)'

type Answer = Pick<LinkCheck, 'status' | 'problem'>

class NotAllowed extends Error {}

/** The external links of the published content, once each. */
export function externalUrls(snapshot: Pick<Snapshot, 'docs'>): string[] {
  const urls = new Set<string>()
  for (const doc of snapshot.docs) {
    if (!doc.published) continue
    for (const link of doc.links) if (/^https?:\/\//i.test(link.url.trim())) urls.add(link.url.trim())
  }
  return [...urls]
}

/** The address to connect to: checked before the connection, so a name cannot lead the request into the private network. */
async function allowedAddress(hostname: string, network: LinkCheckNetwork): Promise<{ address: string; family: 4 | 6 }> {
  const literal = literalAddress(hostname, network)
  const candidates = literal
    ? [{ address: literal, family: literal.includes(':') ? 6 : 4 }]
    : network === 'loopback'
      ? []
      : await lookup(hostname, { all: true, verbatim: true })
  const first = candidates[0]
  if (!first || candidates.some((candidate) => !addressAllowed(candidate.address, network))) throw new NotAllowed(hostname)
  return { address: first.address, family: first.family === 6 ? 6 : 4 }
}

/** One request, connected to the vetted address (the Host header and TLS name stay the url's). */
function ask(url: URL, method: 'HEAD' | 'GET', pinned: { address: string; family: 4 | 6 }, signal: AbortSignal) {
  const pin: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(
      url,
      { method, signal, lookup: pin, headers: { 'user-agent': USER_AGENT, accept: '*/*' } },
      (response) => {
        resolve({ status: response.statusCode ?? 0, location: response.headers.location })
        response.destroy()
      },
    )
    request.on('error', reject)
    request.end()
  })
}

/**
 * What a url answers: its HTTP status after at most three redirects (each one vetted like the
 * first), asked with HEAD, then GET where HEAD is not served; or why there is no answer.
 */
async function askUrl(url: string, network: LinkCheckNetwork, signal: AbortSignal): Promise<Answer> {
  let current: URL
  try {
    current = new URL(url)
  } catch {
    return { status: null, problem: 'unreachable' }
  }
  try {
    for (let hop = 0; ; hop++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:') return { status: null, problem: 'not-allowed' }
      const pinned = await allowedAddress(current.hostname, network)
      let answer = await ask(current, 'HEAD', pinned, signal)
      if (answer.status === 405 || answer.status === 501) answer = await ask(current, 'GET', pinned, signal)
      if (answer.status >= 300 && answer.status < 400 && answer.location && hop < MAX_REDIRECTS) {
        current = new URL(answer.location, current)
        continue
      }
      return { status: answer.status, problem: null }
    }
  } catch (error) {
    if (error instanceof NotAllowed) return { status: null, problem: 'not-allowed' }
    if (signal.aborted) throw signal.reason
    return { status: null, problem: 'unreachable' }
  }
}

export type LinkCheckReport = { links: number; due: number; asked: number; recorded: number; ms: number }

/**
 * One bounded run of the link checker, in the jobs queue: the links never checked first, then the
 * oldest checks, at most a batch; each answer stored with the time it came. What the run's budget
 * stops is not stored, and stays due. Checks of links the content no longer has are removed; a
 * changed answer queues a refresh of the findings.
 */
export async function checkLinks(
  payload: Payload,
  {
    bounds = LINK_CHECK_BOUNDS,
    network = linkCheckNetwork(),
    now = Date.now(),
  }: { bounds?: LinkCheckBounds; network?: LinkCheckNetwork; now?: number } = {},
): Promise<LinkCheckReport> {
  const started = performance.now()
  const urls = externalUrls(await readSnapshot(payload))
  const { docs: stored } = await payload.find({ collection: 'link-checks', depth: 0, pagination: false })
  const byUrl = new Map(stored.map((check) => [check.url, check]))
  const due = urls
    .filter((url) => {
      const check = byUrl.get(url)
      return !check || now - new Date(check.checkedAt).getTime() >= bounds.recheckAfterMs
    })
    .sort((a, b) => (byUrl.get(a)?.checkedAt ?? '').localeCompare(byUrl.get(b)?.checkedAt ?? ''))
  const batch = due.slice(0, bounds.batch)
  const budget = AbortSignal.timeout(bounds.budgetMs)
  const answers = new Map<string, Answer & { checkedAt: string }>()
  let next = 0
  const worker = async () => {
    while (next < batch.length && !budget.aborted) {
      const url = batch[next++] as string
      try {
        const answer = await askUrl(url, network, AbortSignal.any([budget, AbortSignal.timeout(bounds.timeoutMs)]))
        answers.set(url, { ...answer, checkedAt: new Date().toISOString() })
      } catch {
        // Stopped by the run's budget (nothing stored: due again) or by its own time-out.
        if (!budget.aborted) answers.set(url, { status: null, problem: 'timeout', checkedAt: new Date().toISOString() })
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(bounds.concurrency, batch.length) }, worker))

  let changed = false
  for (const [url, answer] of answers) {
    const before = byUrl.get(url)
    if (before) {
      changed ||= before.status !== answer.status || (before.problem ?? null) !== answer.problem
      await payload.update({ collection: 'link-checks', id: before.id, data: answer, depth: 0 })
    } else {
      changed = true
      await payload.create({ collection: 'link-checks', data: { url, ...answer }, depth: 0 })
    }
  }
  const present = new Set(urls)
  const gone = stored.filter((check) => !present.has(check.url)).map((check) => check.id)
  if (gone.length > 0) await payload.delete({ collection: 'link-checks', where: { id: { in: gone } }, depth: 0 })
  if (changed) await queueOnce(payload, { task: HEALTH_TASKS.refresh, queue: HEALTH_QUEUE })
  const report = { links: urls.length, due: due.length, asked: next, recorded: answers.size, ms: Math.round(performance.now() - started) }
  logger.info(report, 'links checked')
  return report
}
