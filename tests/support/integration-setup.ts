import { afterAll } from 'vitest'

import { quietOutbox } from './quiet-outbox'

/**
 * The integration files share one process and module graph (vitest.config.ts: isolate false): a
 * fresh process for each of them cost most of the stage's time importing Payload again. What a file
 * leaves in the process is taken back when it ends, as a new process would start: the environment it
 * changed, Payload's cached instance (getPayload's global `_payload`, closed and forgotten) and the
 * values src/lib/process-wide.ts keeps on globalThis, with the outbox's timer.
 */
// Taken before the file's own top-level code runs (setup files run first, for each file).
const environment: NodeJS.ProcessEnv = { ...process.env }

afterAll(async () => {
  const scope = globalThis as typeof globalThis & { _payload?: Map<string, { payload: { destroy(): Promise<void> } | null }> }
  const values = scope as unknown as Record<symbol, unknown>
  // The mail outbox's retry timer and the run under way end with the file too: left running, the
  // timer delivered during a later file's own outbox test.
  await quietOutbox()
  // Most files closed theirs already; closing it again may throw.
  for (const { payload } of scope._payload?.values() ?? []) await payload?.destroy().catch(() => undefined)
  scope._payload?.clear()
  for (const key of Object.getOwnPropertySymbols(values)) {
    if (Symbol.keyFor(key)?.startsWith('operator-website.')) delete values[key]
  }
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name]
  Object.assign(process.env, environment)
})
