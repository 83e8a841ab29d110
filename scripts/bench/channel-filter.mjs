/**
 * Channel filter speed in the browser: the time from a filter chip's click (dispatch through the
 * §4 reducer) to the re-rendered channel list laid out, on a catalogue of 400 channels (§9 count),
 * against a running production server; goal < 16 ms (one frame at 60 Hz).
 *
 *   BASE_URL=http://a.localhost:3460 node scripts/bench/channel-filter.mjs [path=/liste-des-chaines-3110] [rounds=10]
 *
 * The seed has 96 channels: the §7 channel answer is widened to 400 in the browser (the seeded
 * channels repeated with new numbers), so the page's own code filters and renders 400 channels.
 */
import { chromium } from '@playwright/test'

const base = process.env.BASE_URL ?? 'http://a.localhost:3000'
const path = process.argv[2] ?? '/liste-des-chaines-3110'
const rounds = Number(process.argv[3] ?? 10)
const CHANNELS = 400
const GOAL_MS = 16

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
})
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
const page = await context.newPage()
await page.route(
  (url) => url.pathname === '/api/contents' && url.searchParams.get('type') === 'channels',
  async (route) => {
    // The API is the same on every host name (the site is a parameter); Node does not resolve *.localhost.
    const direct = new URL(route.request().url())
    direct.hostname = '127.0.0.1'
    const response = await route.fetch({ url: direct.toString() })
    const body = await response.json()
    const seeded = body['hydra:member']
    const members = Array.from({ length: CHANNELS }, (_, index) => {
      const channel = seeded[index % seeded.length]
      const copy = Math.floor(index / seeded.length)
      return { ...channel, id: 1_000_000 + index, number: index + 1, title: copy === 0 ? channel.title : `${channel.title} ${copy + 1}` }
    })
    await route.fulfill({ response, json: { ...body, 'hydra:member': members, 'hydra:totalItems': CHANNELS } })
  },
)
await page.goto(new URL(path, base).toString())
await page
  .getByTestId('channel-count')
  .filter({ hasText: String(CHANNELS) })
  .waitFor()
const total = await page.getByTestId('channel-count').textContent()

// Each click changes the result count, which tells when the new list is in the DOM.
const CLICKS = [
  '[data-category="399"]',
  '[data-category="399"]',
  '[data-flag="hd"]',
  '[data-flag="hd"]',
  '[data-category="402"]',
  '[data-category="402"]',
]
const samples = []
for (let round = 0; round < rounds; round += 1) {
  for (const selector of CLICKS) {
    samples.push(
      await page.evaluate(
        (target) =>
          new Promise((resolve) => {
            const list = document.querySelector('[data-testid="channel-list"]')
            const status = document.querySelector('[data-testid="channel-count"]')
            const before = status.textContent
            let started = 0
            const observer = new MutationObserver(() => {
              if (status.textContent === before) return
              observer.disconnect()
              // Style and layout of the new list are part of "rendered".
              void document.body.offsetHeight
              resolve(performance.now() - started)
            })
            observer.observe(list, { subtree: true, childList: true, characterData: true })
            started = performance.now()
            document.querySelector(target).click()
          }),
        selector,
      ),
    )
  }
}
await browser.close()

const sorted = [...samples].sort((a, b) => a - b)
const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
console.log(`channel list ${new URL(path, base)}: ${total}`)
console.log(
  `filter on ${CHANNELS} channels, ${samples.length} clicks: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms; median / goal ${GOAL_MS} ms = ${(at(0.5) / GOAL_MS).toFixed(2)}`,
)
