import type { Browser, Page } from '@playwright/test'

/**
 * Interactions a visitor has with the site, measured as the browser measures interaction to next
 * paint (INP): the Event Timing entries of one interaction (its pointer or key events, which share
 * an `interactionId`), whose duration runs from the input to the next frame painted after its
 * handlers, the longest of them. Chromium's CPU throttling stands in for a slow phone. Shared by
 * scripts/bench/interactions.mjs (median of several runs, against 200 ms) and
 * tests/e2e/interactions.spec.ts (one run, a generous bound).
 */

export type Interaction = {
  name: string
  site: 1 | 2 | 3
  path: string
  viewport: { width: number; height: number }
  /** Brings the page to where the visitor acts (hydrated, the island running). */
  prepare(page: Page): Promise<void>
  act(page: Page): Promise<void>
  /** Resolves once the page shows the interaction's answer. */
  done(page: Page): Promise<void>
}

const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 375, height: 800 }

/** The durations the browser reports at all: Event Timing leaves out interactions under 16 ms. */
export const SHORTEST_REPORTED_MS = 16

async function hydrated(page: Page) {
  await page.waitForFunction(() => (window.dataLayer ?? []).some((entry) => entry.event === 'page_view'))
}

async function liveIsland(page: Page, testId: string) {
  const island = page.locator('[data-island]').filter({ has: page.getByTestId(testId) })
  await island.scrollIntoViewIfNeeded()
  await island.and(page.locator('[data-hydrated]')).waitFor()
}

export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'mega-menu (desktop)',
    site: 1,
    path: '/',
    viewport: DESKTOP,
    prepare: hydrated,
    act: (page) => page.locator('header nav button[aria-controls]').first().click(),
    done: (page) => page.locator('header nav button[aria-controls][aria-expanded="true"]').first().waitFor(),
  },
  {
    name: 'mobile menu (375 px)',
    site: 1,
    path: '/',
    viewport: PHONE,
    prepare: hydrated,
    act: (page) => page.getByTestId('burger').click(),
    done: (page) => page.locator('[data-testid="burger"][aria-expanded="true"]').waitFor(),
  },
  {
    name: 'funnel step (offer → address)',
    site: 1,
    path: '/commande',
    viewport: DESKTOP,
    async prepare(page) {
      await hydrated(page)
      // The first touch brings the funnel's logic; the step measured is the next one.
      await page.getByTestId('funnel-offer').first().locator('input').check()
      await page.locator('[data-testid="order-funnel"] button[type="submit"]:enabled').waitFor()
    },
    act: (page) => page.locator('[data-testid="order-funnel"] button[type="submit"]').click(),
    done: (page) => page.locator('[data-testid="order-funnel"][data-step="address"]').waitFor(),
  },
  {
    name: 'configurator choice',
    site: 1,
    path: '/',
    viewport: DESKTOP,
    async prepare(page) {
      await hydrated(page)
      await liveIsland(page, 'pack-configurator')
    },
    act: (page) => page.getByTestId('configurator-internet').getByRole('radio').first().click(),
    done: (page) => page.getByTestId('configurator-internet').locator('input[type="radio"]:checked').waitFor(),
  },
  {
    name: 'channel filter',
    site: 1,
    path: '/liste-des-chaines-3110',
    viewport: DESKTOP,
    async prepare(page) {
      await hydrated(page)
      await page.locator('[data-testid="channel-list"] li').first().waitFor()
    },
    act: (page) => page.locator('button[data-category]').first().click(),
    done: (page) => page.locator('button[data-category][aria-pressed="true"]').first().waitFor(),
  },
  {
    name: 'search keystroke',
    site: 1,
    path: '/recherche',
    viewport: DESKTOP,
    async prepare(page) {
      await hydrated(page)
      await page.getByRole('search').getByRole('searchbox').focus()
    },
    act: (page) => page.getByRole('search').getByRole('searchbox').press('f'),
    done: async (page) => {
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('[role="search"] input')?.value === 'f')
    },
  },
]

declare global {
  interface Window {
    /** The Event Timing entries of interactions seen so far (interactionId > 0). */
    interactionTimings?: { id: number; duration: number }[]
  }
}

/** One interaction as measured: the browser's INP (wall time) and the main thread's CPU in it. */
export type InteractionCost = {
  /** Interaction to next paint, ms: SHORTEST_REPORTED_MS when the browser reported none (quicker than that). */
  inp: number
  /**
   * The thread (CPU) time, ms, of the page's main-thread tasks that started between the input and
   * the next paint. A busy host stretches a task's duration but not its CPU, so this figure holds
   * on a loaded machine where `inp` does not; read it from an unthrottled run (cpuSlowdown 1):
   * Chromium's throttling holds the thread in a busy wait for a share of the wall time, which
   * counts as thread time and grows with the host's load.
   */
  cpu: number
}

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  tdur?: number
  dur?: number
  args?: { data?: { type?: string } }
}

/** The input events an interaction starts with (Event Timing groups them by interaction). */
const INPUT_EVENTS = new Set(['pointerdown', 'mousedown', 'keydown'])

/** The CPU of the main-thread tasks that started within `inp` ms of the interaction's first input event. */
function interactionCpu(events: TraceEvent[], inp: number): number {
  const input = events.find((event) => event.name === 'EventDispatch' && INPUT_EVENTS.has(event.args?.data?.type ?? ''))
  if (!input) throw new Error('the trace holds no input event of the interaction')
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === input.pid &&
      event.tid === input.tid &&
      event.ts + (event.dur ?? 0) >= input.ts,
  )
  const until = input.ts + inp * 1000
  return tasks.filter((task) => task.ts <= until).reduce((sum, task) => sum + (task.tdur ?? task.dur ?? 0), 0) / 1000
}

/** One interaction on a fresh page at `cpuSlowdown`× CPU throttling. */
export async function measureInteraction(
  browser: Browser,
  origin: (site: 1 | 2 | 3, path: string) => string,
  interaction: Interaction,
  cpuSlowdown: number,
): Promise<InteractionCost> {
  const context = await browser.newContext({
    viewport: interaction.viewport,
    // A visitor who decided on cookies already: the banner covers nothing.
    storageState: {
      cookies: ['cookie_control_consent=true', 'cookie_control_enabled_cookies=cookie-by-default'].map((pair) => {
        const [name = '', value = ''] = pair.split('=')
        const domain = new URL(origin(interaction.site, '/')).hostname
        return { name, value, domain, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }
      }),
      origins: [],
    },
    serviceWorkers: 'block',
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.addInitScript((threshold) => {
      const seen: { id: number; duration: number }[] = []
      window.interactionTimings = seen
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (entry.interactionId) seen.push({ id: entry.interactionId, duration: entry.duration })
        }
      }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit)
    }, SHORTEST_REPORTED_MS)
    await page.goto(origin(interaction.site, interaction.path), { timeout: 120_000 })
    await interaction.prepare(page)
    const before = await page.evaluate(() => Math.max(0, ...(window.interactionTimings ?? []).map((entry) => entry.id)))
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
    let trace: Buffer
    let inp: number
    try {
      await interaction.act(page)
      await interaction.done(page)
      // The entries come once the frame after the handlers has been presented: a few frames later.
      const durations = await page
        .waitForFunction(
          (after) => {
            const entries = (window.interactionTimings ?? []).filter((entry) => entry.id > after)
            return entries.length > 0 ? entries.map((entry) => entry.duration) : null
          },
          before,
          { timeout: 5_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<number[]>)
        .catch(() => [SHORTEST_REPORTED_MS])
      inp = Math.max(...durations)
    } finally {
      trace = await browser.stopTracing()
    }
    const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents
    return { inp, cpu: interactionCpu(events, inp) }
  } finally {
    await context.close()
  }
}
