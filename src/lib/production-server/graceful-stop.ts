import type { Server } from 'node:http'
import { Server as NetServer } from 'node:net'

import { logger } from '../logger'

/**
 * An instance told to stop (docs/operations.md, "Deploying a new version"): it refuses new
 * connections at once, so that the front sends the next visitors to another instance (a refused
 * connection is retried there whatever the method), and its readiness answers 503 to whoever still
 * asks on an open connection; the requests it accepted and the work they started (the outbox run
 * under way) finish within the drain time, each answer closing its connection; then it exits 0.
 * A second signal, or the drain time spent, ends it at once with 1.
 *
 * Idle keep-alive connections are left to their client to close for `idleGraceMs` (the front's
 * pool drops them sooner): a server that closes one races the client sending a request on it, and
 * the front never sends a POST again (nginx's "upstream prematurely closed connection", an order
 * answered 502). A request that comes on one is answered, with its connection closed after it.
 */
type StopPhase = 'serving' | 'draining' | 'exited'
type StopEvent = 'signal' | 'drained' | 'deadline'

export function stopTransition(phase: StopPhase, event: StopEvent): { phase: StopPhase; exitCode?: number } {
  if (phase === 'serving') return event === 'signal' ? { phase: 'draining' } : { phase }
  if (phase === 'draining') return { phase: 'exited', exitCode: event === 'drained' ? 0 : 1 }
  return { phase }
}

type GracefulStop = {
  /** True from the first signal on: readiness answers 503 and every answer closes its connection. */
  stopping: () => boolean
  /** A stop signal (SIGTERM, SIGINT). */
  signal: (name: string) => void
}

export function gracefulStop(
  server: Server,
  options: { drainMs: number; idleGraceMs: number; drained: () => Promise<void>; exit: (code: number) => void },
): GracefulStop {
  let phase: StopPhase = 'serving'
  // What the drain still waited for, said when it is cut.
  let waitingFor = 'connections'
  const step = (event: StopEvent) => {
    const next = stopTransition(phase, event)
    phase = next.phase
    if (next.exitCode === undefined) return
    if (event !== 'drained') logger.warn({ event, waitingFor }, 'stopped before the drain finished')
    options.exit(next.exitCode)
  }
  return {
    stopping: () => phase !== 'serving',
    signal(name) {
      const first = phase === 'serving'
      step('signal')
      if (!first) return
      logger.info({ signal: name, drainMs: options.drainMs }, 'stopping: draining the requests under way')
      setTimeout(() => step('deadline'), options.drainMs).unref()
      // The listener only: http.Server's close() would also close every idle connection at once.
      const connectionsClosed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()))
      // Those a client keeps longer than the front does (a scraper's) are closed then: a client
      // that is not the front sends its request again.
      setTimeout(() => server.closeIdleConnections(), options.idleGraceMs).unref()
      // The connections first: a request's answer may start work after it (the outbox run).
      void connectionsClosed
        .then(() => new Promise((resolve) => setImmediate(resolve)))
        .then(() => {
          waitingFor = 'work under way'
          return options.drained()
        })
        .then(() => step('drained'))
    },
  }
}
