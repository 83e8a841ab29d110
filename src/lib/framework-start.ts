/** Where Next's app bootstrap finds the `beforeInteractive` scripts it runs before it hydrates. */
export type BootstrapScope = { __next_s?: unknown[] }

/**
 * Next starts a page in one task: React DOM's module, the router's, the page's flight data, then the
 * start of hydration (~30 ms here, four times that on Lighthouse's phone: a page's longest task).
 * Two cuts make three shorter tasks of it: React DOM's module is evaluated in a task of its own,
 * and Next's bootstrap waits one task before it requires the rest and hydrates, as it does for an
 * inline `beforeInteractive` script (an empty one: nothing runs, nothing for the CSP to judge).
 * Runs from src/instrumentation-client.ts, before the bootstrap reads its scripts.
 */
export function spreadFrameworkStart(scope: BootstrapScope, nextTask: (run: () => void) => unknown) {
  nextTask(() => void import('react-dom/client'))
  ;(scope.__next_s ??= []).push([0, { children: '' }])
}
