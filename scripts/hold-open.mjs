import { spawnSync } from 'node:child_process'

/**
 * Holds the event loop open while a script awaits at its top level, and ends it with a message if
 * it has not finished by the deadline. Node 20 runs tsx's module hooks on a thread of their own
 * whose answers hold nothing open: an `import()` waiting there while nothing else was pending let
 * Node end the script at once with exit code 13 (an unsettled top-level await) and no output, on a
 * loaded machine. Returns the release.
 */
export function holdOpen(what, deadlineMs) {
  const started = Date.now()
  const timer = setInterval(() => {
    if (Date.now() - started < deadlineMs) return
    console.error(`${what} did not finish within ${Math.round(deadlineMs / 1000)} s`)
    process.exit(1)
  }, 1000)
  return () => clearInterval(timer)
}

/**
 * Runs a preparation in a process of its own, then holds the script open with `deadlineMs` counted
 * from its end. The preparation blocks the event loop: a deadline taken before it was checked only
 * after it, and a first start whose migrations and demo seeding took longer than the deadline
 * ended with exit code 1 once they had succeeded. The preparation keeps its own deadline. Exits
 * with the preparation's code when it fails; returns the release.
 */
export function holdOpenAfter(preparation, what, deadlineMs) {
  const prepared = spawnSync(preparation[0], preparation.slice(1), { stdio: 'inherit' })
  if (prepared.status !== 0) process.exit(prepared.status ?? 1)
  return holdOpen(what, deadlineMs)
}
