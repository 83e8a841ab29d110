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
