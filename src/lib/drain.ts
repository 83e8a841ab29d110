import { processWide } from './process-wide'

/**
 * Work a stopping instance lets finish before it exits (the outbox run under way): features
 * register it, the production server's graceful stop awaits it. On globalThis: the server bundles
 * and the start script each load their own copy of this module.
 */
type DrainHook = () => Promise<void>

function hooks(): Set<DrainHook> {
  return processWide<Set<DrainHook>>('drain-hooks', () => new Set())
}

/** `settled` resolves once the work this process has under way is done. */
export function onDrain(settled: DrainHook): void {
  hooks().add(settled)
}

/** Resolves once every registered work has settled (their failures are theirs to log). */
export async function drained(): Promise<void> {
  await Promise.allSettled([...hooks()].map((settled) => settled()))
}
