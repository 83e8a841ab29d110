import { expect, test, type Locator, type Page } from '@playwright/test'

import { confirmPrivateOrder, onSite, orderAddressStep } from './support'

/**
 * E-mail addresses and references are read and typed as one word: on a phone (375 px) a line of
 * them may end only after "@" or before a dot, never inside a part, and none runs past the screen.
 */

type Lines = { text: string; lines: string[]; right: number }

/** The lines an element's text is laid out in, read character by character from the line boxes. */
function linesOf(element: Locator): Promise<Lines> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const lines: string[] = []
    let top: number | null = null
    let right = 0
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      // Text a screen reader alone hears ("E-mail") is no part of the token.
      if ((node.parentElement?.closest('.sr-only') ?? null) !== null) continue
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        const box = range.getClientRects()[0]
        const char = text[index] ?? ''
        // A space at a line's end takes no room: it stays with the line it ends.
        if (/\s/.test(char) && lines.length > 0 && (!box || box.width === 0)) lines[lines.length - 1] += char
        if (!box || box.width === 0) continue
        right = Math.max(right, box.right)
        if (top === null || box.top > top + box.height / 2) {
          lines.push('')
          top = box.top
        }
        lines[lines.length - 1] += char
      }
    }
    return { text: lines.join(''), lines, right }
  })
}

/** Where lines end inside a word: each end but the last is at a space, right after "@" or right before a dot. */
function badBreaks({ lines }: Lines): string[] {
  return lines.slice(0, -1).flatMap((line, index) => {
    const next = lines[index + 1] ?? ''
    return /[\s@]$/.test(line) || /^[\s.]/.test(next) ? [] : [`${line}|${next}`]
  })
}

async function checkTokens(page: Page, tokens: Locator, label: string): Promise<number> {
  const count = await tokens.count()
  expect(count, `${label}: tokens on the page`).toBeGreaterThan(0)
  const width = page.viewportSize()?.width ?? 0
  let wrapped = 0
  for (let index = 0; index < count; index += 1) {
    const laid = await linesOf(tokens.nth(index))
    expect(badBreaks(laid), `${label}: "${laid.text}" breaks mid-word`).toEqual([])
    expect(laid.right, `${label}: "${laid.text}" runs past the screen`).toBeLessThanOrEqual(width)
    if (laid.lines.length > 1) wrapped += 1
  }
  return wrapped
}

test.use({ viewport: { width: 375, height: 812 } })

test('at 375 px e-mail addresses wrap only at "@" and dots (contact, legal notice, points of sale; sites 1 and 2)', async ({
  page,
  baseURL,
}) => {
  let wrapped = 0
  for (const [site, path] of [
    [1, '/contact'],
    [1, '/x-576'],
    [1, '/x-161'],
    [1, '/x-551'],
    [2, '/x-1370'],
    [2, '/de/x-1370'],
    [2, '/x-1378'],
  ] as const) {
    await page.goto(onSite(baseURL, site, path))
    wrapped += await checkTokens(page, page.locator('main a[href^="mailto:"]'), `site ${site} ${path}`)
  }
  // Some of them are too long for one line at this width: the rule was put to the test.
  expect(wrapped).toBeGreaterThan(0)
})

test('at 375 px an order reference stays one word: the confirmation and the tracking page', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/commande?offre=internet-300')
  await orderAddressStep(page)
  const reference = await confirmPrivateOrder(page, `narrow.${Date.now()}@example.ch`)
  await checkTokens(page, page.getByTestId('order-reference'), 'confirmation')
  await page.screenshot({ path: test.info().outputPath('confirmation-375.png') })

  await page.getByTestId('order-tracking-link').click()
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toContainText(reference)
  await checkTokens(page, title, 'tracking page')
  // The title's line ends where the words do: the reference keeps its hyphens inside one line.
  expect((await linesOf(title)).lines.some((line) => line.includes(reference))).toBe(true)
  await page.screenshot({ path: test.info().outputPath('tracking-375.png') })
})
