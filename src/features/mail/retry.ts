/** Delivery attempts before a mail is marked failed (about 4 hours of retries in total). */
export const MAX_ATTEMPTS = 8

/** Wait after the n-th failed attempt: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000)
}
