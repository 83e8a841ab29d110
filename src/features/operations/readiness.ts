/**
 * Readiness: an instance takes traffic only when it can store what visitors
 * send — a database write and a writable media folder. The outbox's depth and the age of its oldest
 * pending mail are reported, not judged: a mail server down must not take every instance out of
 * the balancer (mails wait in the outbox and leave when it returns).
 */

export type CheckResult = { ok: true } | { ok: false; error: string }

export type Readiness = {
  ready: boolean
  checks: { database: CheckResult; media: CheckResult }
  outbox: { pending: number; oldestPendingAgeSeconds: number | null } | null
  failing: string[]
}

export function readiness(input: {
  database: CheckResult
  media: CheckResult
  outbox: { pending: number; oldestPendingAt: Date | null } | null
  now: Date
}): Readiness {
  const checks = { database: input.database, media: input.media }
  const failing = Object.entries(checks)
    .filter(([, result]) => !result.ok)
    .map(([name]) => name)
  return {
    ready: failing.length === 0,
    checks,
    outbox: input.outbox && outboxReading(input.outbox, input.now),
    failing,
  }
}

/** The outbox as readiness and the metrics report it: its depth and the age of its oldest pending mail. */
export function outboxReading(
  outbox: { pending: number; oldestPendingAt: Date | null },
  now: Date,
): { pending: number; oldestPendingAgeSeconds: number | null } {
  return {
    pending: outbox.pending,
    oldestPendingAgeSeconds: outbox.oldestPendingAt
      ? Math.max(0, Math.round((now.getTime() - outbox.oldestPendingAt.getTime()) / 1000))
      : null,
  }
}

/** What failed, as the system names it (EROFS, SQLITE_READONLY, …): never a query or a path in a public answer. */
export function failureOf(error: unknown): string {
  const coded = [error, error instanceof Error ? error.cause : undefined].find(
    (candidate): candidate is { code: string } => typeof (candidate as { code?: unknown } | undefined)?.code === 'string',
  )
  if (coded) return coded.code
  if (!(error instanceof Error)) return String(error)
  return error.message.startsWith('Failed query') ? 'query failed' : error.message.split('\n')[0]!
}
