/**
 * Runs once when the server starts: mail left pending by a previous process (SMTP outage, crash,
 * restart) is retried without waiting for the next order, and editors' saves of network events
 * reach the outage alerts and staff's status changes of orders the order tracking and the
 * installation appointments (the CMS knows
 * no feature: the feature listens), and publications
 * editors scheduled run on time (the CMS's jobs queue; not while `next build` runs), and /metrics
 * reads the outbox's depth, and the production listener answers the street lookup itself and
 * learns of publications on every instance (the page generation, in Redis with several), and the
 * content health jobs (refresh, link checks, weekly digest) run in the jobs queue.
 */
export async function register() {
  // NEXT_RUNTIME is Next's own marker of the runtime, not configuration (src/lib/env.ts).
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { ensureOutboxTimer } = await import('./features/mail/server')
  ensureOutboxTimer()
  const { registerOutageAlerts } = await import('./features/outage-alerts/server')
  registerOutageAlerts()
  const { registerOrderTracking } = await import('./features/order-tracking/server')
  registerOrderTracking()
  const { registerAppointments } = await import('./features/appointments/server')
  registerAppointments()
  const { isNextBuild } = await import('./lib/env')
  if (isNextBuild()) return
  const { registerOutboxMetrics } = await import('./features/operations/server')
  registerOutboxMetrics()
  const { registerSwisscableCall } = await import('./features/address/server')
  registerSwisscableCall()
  const { sharePageGenerationThroughRedis } = await import('./lib/shared-page-generation')
  sharePageGenerationThroughRedis()
  const { registerContentHealth } = await import('./features/content-health/server')
  await registerContentHealth()
  const { startJobsQueue } = await import('./cms/client')
  await startJobsQueue()
}
