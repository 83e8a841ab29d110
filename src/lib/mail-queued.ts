import { processWide } from './process-wide'

/**
 * The CMS's own mails (password reset, invitation) are written to the outbox by its mail adapter;
 * src/cms imports no feature, so the mail feature listens here when the server starts and sends
 * them after the answer. On globalThis: the adapter and the registration may load this module from
 * different server bundles.
 */
function listeners(): Set<() => void> {
  return processWide<Set<() => void>>('mail-queued', () => new Set())
}

/** Registers `listener` for mails the CMS queued; registering the same function twice keeps one. */
export function onMailQueued(listener: () => void): void {
  listeners().add(listener)
}

/** Tells the listeners a mail waits in the outbox. */
export function mailQueued(): void {
  for (const listener of listeners()) listener()
}
