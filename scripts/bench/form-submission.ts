/**
 * Server time of a contact submission (rate limit, security code, schema, routing, the request,
 * its attachment and two outbox mails stored in one transaction), over N submissions to a running
 * production server:
 *
 *   BASE_URL=http://127.0.0.1:3000 N=200 node --import tsx scripts/bench/form-submission.ts
 * against a server started with TRUSTED_PROXIES=1 (each run comes from its own X-Forwarded-For address).
 *
 * Each submission solves a fresh security code first (not timed: the visitor's browser does it),
 * comes from its own client address, and carries one small PNG. Prints p50/p99 of the server's
 * own time (its Server-Timing header) and of the round trip, and their ratio to a health check.
 */
import { performance } from 'node:perf_hooks'

import type { Challenge } from 'altcha-lib'

import { solveFormChallenge } from '../../tests/support/altcha'
import { contactAnswers } from '../../tests/support/contact-answers'

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const runs = Number(process.env.N ?? 200)
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
)

const answers = contactAnswers({ email: 'bench@example.ch', message: 'Mesure du temps de traitement d’une demande de contact.' })

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function health(): Promise<number> {
  const started = performance.now()
  await (await fetch(`${base}/api/health`)).arrayBuffer()
  return performance.now() - started
}

const server: number[] = []
const roundTrip: number[] = []
const healthChecks: number[] = []
for (let run = 0; run < runs; run++) {
  const challenge = (await (await fetch(`${base}/api/forms/challenge`)).json()) as Challenge
  const body = new FormData()
  body.set('answers', JSON.stringify(answers))
  body.append('files', new Blob([PNG], { type: 'image/png' }), 'modem.png')
  body.set('altcha', await solveFormChallenge(challenge))
  body.set('website', '')
  const started = performance.now()
  const response = await fetch(`${base}/api/forms/contact?locale=fr`, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': `10.${Math.floor(run / 250)}.${run % 250}.${process.pid % 250}` },
  })
  const answer = (await response.json()) as { ok?: boolean }
  roundTrip.push(performance.now() - started)
  if (!response.ok || !answer.ok) throw new Error(`submission ${run} failed: ${response.status} ${JSON.stringify(answer)}`)
  server.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN))
  healthChecks.push(await health())
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
const [s, r, h] = [sorted(server), sorted(roundTrip), sorted(healthChecks)]
const line = (label: string, values: number[]) =>
  `${label.padEnd(28)} p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(values, 99).toFixed(1).padStart(7)} ms`
console.log(`${runs} contact submissions to ${base}`)
console.log(line('server time (Server-Timing)', s))
console.log(line('round trip', r))
console.log(line('health check round trip', h))
console.log(`ratio submission / health check (p50): ${(percentile(r, 50) / percentile(h, 50)).toFixed(1)}`)
