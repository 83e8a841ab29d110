type OutboxState = { timer?: NodeJS.Timeout | null; running?: Promise<unknown> | null }

/**
 * The mail outbox left quiet (src/features/mail/outbox.ts keeps its state on globalThis): its retry
 * timer stopped and the run under way ended. A test that delivers at a moment of its own is then
 * the only run: a timer's run under way takes the test's call in, at the real time instead.
 */
export async function quietOutbox(): Promise<void> {
  const outbox = (globalThis as unknown as Record<symbol, OutboxState | undefined>)[Symbol.for('operator-website.outbox')]
  if (outbox?.timer) clearInterval(outbox.timer)
  if (outbox) outbox.timer = null
  while (outbox?.running) await outbox.running.catch(() => undefined)
}
