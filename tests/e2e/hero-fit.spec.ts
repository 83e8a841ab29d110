import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

import { contrastRatio as contrast, type Rgb } from '../../src/lib/contrast'
import { liveFields, onSite, waitForHydration } from './support'

/*
 * The hero as a visitor sees it: nothing cut off or overflowing at the widths
 * phones, tablets and desktops use, and text that reads against the pixels really behind it — the
 * gradients and pictures axe cannot see. Contrast is sampled: each text's colour against the pixels
 * behind its letters (WCAG 1.4.3: 4.5:1, large text 3:1).
 */

const SITES = [1, 2, 3] as const
const FIT_WIDTHS = [375, 768, 992, 1024, 1200, 1440]
const CONTRAST_WIDTHS = [375, 1440]

function parseColour(css: string): { rgb: Rgb; alpha: number } {
  const parts = css.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0]
  return { rgb: [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0], alpha: parts[3] ?? 1 }
}

type Sample = {
  box: { x: number; y: number; width: number; height: number }
  color: string
  size: number
  weight: number
  text: string
  others: number[]
}
type Contrast = { ratio: number; needed: number; text: string }

/**
 * The contrast of texts against the pixels behind their letters: `scope` is shot with its text and
 * with all of it transparent; where the two shots differ are the letters, and there the second shows
 * what is behind them. The 10th-percentile pixel decides, so one stray stripe does not, but text half
 * over a fade does; text of the colour of what is behind it leaves no letters and fails.
 * `texts: 'inside'` samples every element in `scope` with text of its own, each inside its own box
 * minus the boxes of the other texts in or over it (a price circle's words are the circle's, not the
 * title's); `texts: 'itself'` samples `scope` as one text.
 */
async function textContrasts(scope: Locator, texts: 'inside' | 'itself'): Promise<Contrast[]> {
  const samples: Sample[] = await scope.evaluate((root, itself) => {
    const origin = root.getBoundingClientRect()
    const elements = itself
      ? [root as HTMLElement]
      : [...root.querySelectorAll<HTMLElement>('*')].filter((element) => {
          const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
          const box = element.getBoundingClientRect()
          const style = getComputedStyle(element)
          const visible = box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0.5
          const inView = box.right > 0 && box.left < window.innerWidth
          return ownText && visible && inView && !element.closest('.sr-only, [aria-hidden="true"]')
        })
    return elements.map((element) => {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return {
        box: { x: box.left - origin.left, y: box.top - origin.top, width: box.width, height: box.height },
        color: style.color,
        size: parseFloat(style.fontSize),
        weight: Number(style.fontWeight),
        text: element.textContent?.trim().slice(0, 40) ?? '',
        // Every other text but the ones this element sits inside.
        others: elements.flatMap((other, index) => (other !== element && !other.contains(element) ? [index] : [])),
      }
    })
  }, texts === 'itself')
  if (samples.length === 0) return []
  const shot = async () =>
    sharp(await scope.screenshot({ animations: 'disabled' }))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
  const withText = await shot()
  await scope.evaluate((node) => node.setAttribute('data-sampling', ''))
  const behind = await shot()
  await scope.evaluate((node) => node.removeAttribute('data-sampling'))
  const { width, height } = withText.info
  const inside = (box: Sample['box'], x: number, y: number) => x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height
  return samples.map((sample) => {
    const text = parseColour(sample.color)
    const ratios: number[] = []
    for (let y = Math.max(0, Math.floor(sample.box.y)); y < Math.min(height, Math.ceil(sample.box.y + sample.box.height)); y++) {
      for (let x = Math.max(0, Math.floor(sample.box.x)); x < Math.min(width, Math.ceil(sample.box.x + sample.box.width)); x++) {
        if (sample.others.some((other) => inside(samples[other]!.box, x, y))) continue
        const offset = (y * width + x) * 3
        const difference =
          Math.abs(withText.data[offset]! - behind.data[offset]!) +
          Math.abs(withText.data[offset + 1]! - behind.data[offset + 1]!) +
          Math.abs(withText.data[offset + 2]! - behind.data[offset + 2]!)
        if (difference < 24) continue
        const background: Rgb = [behind.data[offset]!, behind.data[offset + 1]!, behind.data[offset + 2]!]
        const blend = (channel: 0 | 1 | 2) => text.rgb[channel] * text.alpha + background[channel] * (1 - text.alpha)
        ratios.push(contrast([blend(0), blend(1), blend(2)], background))
      }
    }
    ratios.sort((a, b) => a - b)
    const large = sample.size >= 24 || (sample.size >= 18.66 && sample.weight >= 700)
    return { ratio: ratios[Math.floor(ratios.length * 0.1)] ?? 1, needed: large ? 3 : 4.5, text: sample.text }
  })
}

async function hideSampledText(page: Page) {
  await page.addStyleTag({
    content:
      '[data-sampling], [data-sampling] * { color: transparent !important; text-shadow: none !important; caret-color: transparent !important }',
  })
}

/** Every slide in turn (autoplay stopped by reduced motion): `visit` runs with the slide on screen. */
async function eachSlide(page: Page, visit: (slide: Locator, index: number) => Promise<void>) {
  const hero = page.locator('main section').first()
  const slides = hero.locator('[role="group"][aria-roledescription]')
  const dots = hero.locator('[role="group"]:not([aria-roledescription]) button')
  const count = await slides.count()
  if (count === 0) return visit(hero, 0)
  for (let index = 0; index < count; index++) {
    await dots.nth(index).click()
    await expect(dots.nth(index)).toHaveAttribute('aria-current', 'true')
    // The dot is current at once; the track may still be on its way to the slide.
    await expect.poll(() => slides.nth(index).evaluate((slide) => Math.round(slide.getBoundingClientRect().left))).toBe(0)
    await visit(slides.nth(index), index)
  }
}

test.use({ reducedMotion: 'reduce' })
// Five widths × two pages × every slide: one test per site, longer than the default.
test.describe.configure({ timeout: 240_000 })

for (const site of SITES) {
  test(`site ${site}: no hero element is cut off and nothing overflows at ${FIT_WIDTHS.join(', ')} px`, async ({ page, baseURL }) => {
    for (const width of FIT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/', '/offres-combinees-477']) {
        await page.goto(onSite(baseURL, site, path))
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBeLessThanOrEqual(width)
        await eachSlide(page, async (slide, index) => {
          const outside = await slide.evaluate((root) => {
            const bounds = root.getBoundingClientRect()
            const parts = root.querySelectorAll<HTMLElement>('h2, p, a, [data-testid="price-circle"], [data-testid="small-price-circle"]')
            return [...parts]
              .map((part) => ({ part, box: part.getBoundingClientRect() }))
              .filter(({ box }) => box.width > 0 && box.height > 0)
              .filter(
                ({ box }) =>
                  box.left < Math.max(0, bounds.left) - 1 ||
                  box.right > Math.min(window.innerWidth, bounds.right) + 1 ||
                  box.top < bounds.top - 1 ||
                  box.bottom > bounds.bottom + 1,
              )
              .map(
                ({ part, box }) =>
                  `${part.tagName} "${part.textContent?.trim().slice(0, 30)}" ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`,
              )
          })
          expect(outside, `site ${site} ${path} at ${width}, slide ${index + 1}`).toEqual([])
          // A cell with no text of its own is dropped: no slide is a bare picture band above the H1.
          const pictureOnly = await slide.evaluate((root) => {
            const cell = root.querySelector<HTMLElement>('[data-text-side]')
            return Boolean(cell && !cell.querySelector('h2, p, a'))
          })
          expect(pictureOnly, `site ${site} ${path} at ${width}, slide ${index + 1}: a slide with no text`).toBe(false)
        })
      }
    }
  })

  test(`site ${site}: hero text reads against the pixels behind it at 375 and 1440 px`, async ({ page, baseURL }) => {
    for (const width of CONTRAST_WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/', '/offres-combinees-477']) {
        await page.goto(onSite(baseURL, site, path))
        await hideSampledText(page)
        await eachSlide(page, async (slide, index) => {
          for (const { ratio, needed, text } of await textContrasts(slide, 'inside')) {
            expect(ratio, `site ${site} ${path} at ${width}, slide ${index + 1}: "${text}"`).toBeGreaterThanOrEqual(needed)
          }
        })
      }
    }
  })
}

test("error text reads against the pixels behind it on every site, Fribourg's dark form included", async ({ page, baseURL }) => {
  // Three sites at each width (~22 s on a quiet machine): a safety net for a loaded one.
  test.setTimeout(300_000)
  for (const site of SITES) {
    for (const width of CONTRAST_WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(onSite(baseURL, site, '/contact'))
      await waitForHydration(page)
      await liveFields(page)
      await hideSampledText(page)
      await page.locator('form button[type="submit"]').click()
      const errors = page.locator('form [id$="-error"]:visible, form [role="alert"]:visible').filter({ hasText: /\S/ })
      await expect(errors.first()).toBeVisible()
      const count = await errors.count()
      for (let index = 0; index < Math.min(count, 4); index++) {
        const [{ ratio, needed, text }] = (await textContrasts(errors.nth(index), 'itself')) as [Contrast]
        expect(ratio, `site ${site} at ${width}: "${text}"`).toBeGreaterThanOrEqual(needed)
      }
    }
  }
})
