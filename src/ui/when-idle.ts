/**
 * Runs `callback` once the browser is idle, at the latest after `timeout` ms (Safari, without idle
 * callbacks, in a task of its own); the returned function cancels it. For work a page does not
 * need at once, kept out of the tasks that hydrate it.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  const idle: Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> = window
  if (idle.requestIdleCallback) {
    const id = idle.requestIdleCallback(callback, { timeout })
    return () => idle.cancelIdleCallback?.(id)
  }
  const id = window.setTimeout(callback, 1)
  return () => window.clearTimeout(id)
}
