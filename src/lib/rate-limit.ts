/**
 * Fixed-window attempt counter per client, in the server's memory. One instance serves one
 * process; several instances behind a load balancer each count on their own (see docs/decisions.md).
 */
export type RateLimiter = {
  /** Counts one attempt of `key` at `now` and says whether it stays within the limit. */
  hit(key: string, now?: number): { allowed: boolean; retryAfterMs: number }
}

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key)
      if (!window || now - window.start >= windowMs) {
        // Bounded memory: expired windows go first, then the oldest.
        if (!window && windows.size >= maxKeys) {
          for (const [other, value] of windows) if (now - value.start >= windowMs) windows.delete(other)
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string)
        }
        window = { start: now, count: 0 }
        windows.set(key, window)
      }
      window.count += 1
      const allowed = window.count <= limit
      return { allowed, retryAfterMs: allowed ? 0 : window.start + windowMs - now }
    },
  }
}

/**
 * The client address as the nearest proxy saw it: the last X-Forwarded-For entry (Next adds the
 * socket address when no proxy did). Earlier entries are whatever the client claimed.
 */
export function clientAddress(forwardedFor: string | null): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  return hops.at(-1) ?? 'unknown'
}
