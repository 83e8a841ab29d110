import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, onSite, waitForHydration } from './support'

/** Entremont's network page, live: the link to its coverage map, and the viewer it opens. */
async function networkPage(page: Page, baseURL: string | undefined) {
  await page.goto(onSite(baseURL, 2, '/reseau-1361'))
  await waitForHydration(page)
  return {
    link: page.getByRole('main').getByRole('link', { name: 'carte de la couverture fibre' }),
    viewer: page.getByRole('dialog', { name: 'Visionneuse d’image' }),
  }
}

/**
 * §2 "a link component that can open images in a zoom viewer": Entremont's network page links its
 * coverage map from its text; the click opens the map in the viewer instead of leaving the page.
 */
test('the coverage map linked from the network page opens in the zoom viewer; Escape and the close button bring the focus back to the link', async ({
  page,
  baseURL,
}) => {
  const { link, viewer } = await networkPage(page, baseURL)
  await expect(link).toHaveAttribute('href', /^\/media\/image\/maps\/base\/couverture-entremont\.png$/)

  await link.click()
  await expect(viewer).toBeVisible()
  await expect(page).toHaveURL(/\/reseau-1361$/)
  const map = viewer.getByRole('img', { name: 'carte de la couverture fibre' })
  await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(1000)
  await expect(viewer.getByRole('button', { name: 'Fermer' })).toBeFocused()
  await expectNoAxeViolations(page, 'zoom viewer open')

  // Larger, then smaller again: the button says which.
  await viewer.getByRole('button', { name: 'Zoomer' }).click()
  await expect(viewer.getByRole('button', { name: 'Dézoomer' })).toHaveAttribute('aria-pressed', 'true')

  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(link).toBeFocused()

  // By keyboard, and closed with its button.
  await page.keyboard.press('Enter')
  await expect(viewer).toBeVisible()
  await viewer.getByRole('button', { name: 'Fermer' }).click()
  await expect(viewer).toBeHidden()
  await expect(link).toBeFocused()
})

test('a link opened again before the closed viewer has heard its close stays open', async ({ page, baseURL }) => {
  const { link, viewer } = await networkPage(page, baseURL)
  await link.click()
  await expect(viewer).toBeVisible()
  // Closed as Escape closes it, and the link pressed at once: the dialog's 'close' event, a task of
  // its own, comes after the press, as it does when the keys come faster than a busy page. Read once
  // that event has been heard, and the task after it.
  await link.evaluate(
    (anchor: HTMLAnchorElement) =>
      new Promise<void>((heard) => {
        const dialog = document.querySelector('dialog')
        dialog?.addEventListener('close', () => setTimeout(heard), { once: true })
        dialog?.close()
        anchor.click()
      }),
  )
  expect(await viewer.isVisible()).toBe(true)
  await viewer.getByRole('button', { name: 'Fermer' }).click()
  await expect(viewer).toBeHidden()
  await expect(link).toBeFocused()
})
