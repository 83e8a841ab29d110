/**
 * Work a stopping instance lets finish before it exits (the outbox run under way): features
 * register it, the production server's graceful stop awaits it. On globalThis: the server bundles
 * and the start script each load their own copy of this module.
 */
const HOOKS = Symbol.for('operator-website.drain-hooks')

type DrainHook = () => Promise<void>

function hooks(): Set<DrainHook> {
  const scope = globalThis as typeof globalThis & { [HOOKS]?: Set<DrainHook> }
  scope[HOOKS] ??= new Set()
  return scope[HOOKS]
}

/** `settled` resolves once the work this process has under way is done. */
export function onDrain(settled: DrainHook): void {
  hooks().add(settled)
}

/** Resolves once every registered work has settled (their failures are theirs to log). */
export async function drained(): Promise<void> {
  await Promise.allSettled([...hooks()].map((settled) => settled()))
}
