import { expect, test, type Page } from '@playwright/test'

import { adminToken, expectNoAxeViolations, liveFields, onSite, ownClient, ownClientAddress, variantAfterFirst } from './support'

/**
 * The satisfaction survey (§1, §2): asked on the satisfaction screen of each site, answered once per
 * visitor (a second answer is refused in the visitor's language), counted in the admin's results and
 * exported as CSV; the footer badge leads to it and shows the share of satisfied answers once a site
 * has enough of them (the main site's seeded answers), else the editors' text (Fribourg).
 */
const PATHS = { fr: '/satisfaction', de: '/de/zufriedenheit', en: '/en/satisfaction' } as const

const TEXTS = {
  fr: {
    question: /êtes-vous satisfait/,
    recommend: /Recommanderiez-vous/,
    contact: 'Hotline',
    comment: /améliorer/,
    send: 'Envoyer mes réponses',
    thanks: 'Merci ! Vos réponses',
    again: 'Vous avez déjà répondu à ce sondage.',
  },
  de: {
    question: /Wie zufrieden/,
    recommend: /weiterempfehlen/,
    contact: 'Hotline',
    comment: /verbessern/,
    send: 'Antworten senden',
    thanks: 'Vielen Dank! Ihre Antworten',
    again: 'Sie haben diese Umfrage bereits beantwortet.',
  },
  en: {
    question: /how satisfied/,
    recommend: /recommend Netplus/,
    contact: 'Helpline',
    comment: /improve/,
    send: 'Send my answers',
    thanks: 'Thank you! Your answers',
    again: 'You have already answered this survey.',
  },
} as const

type Locale = keyof typeof PATHS

async function mark(page: Page, question: RegExp, value: number) {
  await page
    .getByRole('radiogroup', { name: question })
    .locator('label')
    .filter({ hasText: new RegExp(`^${value}$`) })
    .click()
}

async function answer(page: Page, locale: Locale, comment: string) {
  const text = TEXTS[locale]
  await mark(page, text.question, 5)
  await mark(page, text.recommend, 9)
  await page.getByRole('radio', { name: text.contact }).check()
  await page.getByLabel(text.comment).fill(comment)
  await page.getByRole('button', { name: text.send }).click()
}

const CASES: { site: 1 | 3; locale: Locale }[] = [
  { site: 1, locale: 'fr' },
  { site: 1, locale: 'de' },
  { site: 1, locale: 'en' },
  { site: 3, locale: 'fr' },
  { site: 3, locale: 'de' },
]

for (const [index, { site, locale }] of CASES.entries()) {
  test(
    `site ${site}, ${locale}: the survey is answered once, a second answer is refused`,
    variantAfterFirst(index),
    async ({ page, baseURL }) => {
      await ownClient(page)
      await page.goto(onSite(baseURL, site, PATHS[locale]))
      await liveFields(page)
      await expect(page.locator('[data-survey]')).toBeVisible()
      await expectNoAxeViolations(page, `survey ${site} ${locale}`)
      await answer(page, locale, `Site ${site} ${locale}: très bien`)
      await expect(page.getByRole('status').filter({ hasText: TEXTS[locale].thanks })).toBeVisible()

      // Same browser, a new visit: the signed cookie (and the stored hash) say it was answered.
      await page.reload()
      await answer(page, locale, 'encore')
      await expect(page.locator('[data-survey]').locator('xpath=ancestor::form').getByRole('alert')).toContainText(TEXTS[locale].again)
    },
  )
}

test('one answer per browser, not per address: a second person at the same address answers too', async ({ browser, baseURL }) => {
  const address = ownClientAddress()
  for (const person of ['Léa', 'Marc']) {
    const context = await browser.newContext({
      baseURL,
      storageState: test.info().project.use.storageState,
      extraHTTPHeaders: { 'x-forwarded-for': address },
    })
    const page = await context.newPage()
    await page.goto(PATHS.fr)
    await liveFields(page)
    await answer(page, 'fr', `${person} : très bien`)
    await expect(page.getByRole('status').filter({ hasText: TEXTS.fr.thanks }), person).toBeVisible()
    await context.close()
  }
})

test('§5 messages: a required mark is asked for, the scale keeps its bounds on the server', async ({ page, request }) => {
  await ownClient(page)
  await page.goto(PATHS.fr)
  await liveFields(page)
  await page.getByRole('button', { name: TEXTS.fr.send }).click()
  const group = page.getByRole('radiogroup', { name: TEXTS.fr.question })
  await expect(group).toContainText('Ce champ est requis')
  await expectNoAxeViolations(page, 'survey with its errors')

  // A forged mark outside the scale never reaches the answers (the security code is checked first).
  const survey = await page.locator('[data-survey]').getAttribute('data-survey')
  const forged = await request.post(`/api/forms/satisfaction?locale=fr&survey=${survey}`, {
    headers: { 'x-forwarded-for': '203.0.113.91' },
    multipart: { answers: JSON.stringify({ satisfaction: 9, recommend: 12 }), altcha: '', website: '' },
  })
  expect(forged.status()).toBe(400)
  expect((await forged.json()).errors).toEqual({ altcha: 'forms.validation.challenge' })
})

test(
  'the footer badge leads to the survey: the figure of the answers on the main site, the editors’ text on Fribourg, and on Entremont like the other private sites',
  { tag: '@reads' },
  async ({ page, baseURL }) => {
    await page.goto(onSite(baseURL, 1, '/'))
    const badge = page.getByTestId('satisfaction-badge')
    await expect(page.getByTestId('satisfaction-figure')).toHaveText(/^\d{1,3}\u00a0% de nos clients sont satisfaits$/)
    await badge.click()
    await expect(page).toHaveURL(/\/satisfaction$/)
    await expect(page.locator('[data-survey]')).toBeVisible()

    await page.goto(onSite(baseURL, 3, '/de'))
    await expect(page.getByTestId('satisfaction-figure')).toHaveText('9 von 10 Kunden empfehlen uns weiter')
    await expect(page.getByTestId('satisfaction-badge')).toHaveAttribute('href', '/de/zufriedenheit')

    await page.goto(onSite(baseURL, 2, '/'))
    await expect(page.getByTestId('satisfaction-badge')).toHaveAttribute('href', '/satisfaction')
  },
)

test('answers are for administrators: results with counts, averages and charts in the survey, CSV export', async ({ page, request }) => {
  await ownClient(page)
  expect((await request.get('/cms-api/survey-answers')).status()).toBe(403)
  // Logged in through the page's own context: the admin pages below get its cookie.
  const token = await adminToken(page.request)
  const headers = { Authorization: `JWT ${token}` }
  const surveys = await request.get('/cms-api/surveys?limit=1&depth=0', { headers })
  const { docs } = (await surveys.json()) as { docs: { id: number }[] }
  const id = docs[0]?.id
  expect(id).toBeDefined()

  // One more answer, from this test's own visitor, must show in the counts.
  await page.goto(PATHS.en)
  await liveFields(page)
  await answer(page, 'en', 'Counted in the results')
  await expect(page.getByRole('status').filter({ hasText: TEXTS.en.thanks })).toBeVisible()
  const stored = await request.get(`/cms-api/survey-answers?where[survey][equals]=${id}&limit=0`, { headers })
  const { totalDocs } = (await stored.json()) as { totalDocs: number }
  expect(totalDocs).toBeGreaterThanOrEqual(41)

  await page.goto(`/admin/collections/surveys/${id}`)
  const results = page.getByTestId('survey-results')
  await expect(results).toBeVisible({ timeout: 30_000 })
  const main = results.locator('[data-question="satisfaction"]')
  const count = Number(await main.getByTestId('question-count').textContent())
  expect(count).toBeGreaterThanOrEqual(41)
  await expect(main.getByTestId('question-average')).toHaveText(/^\d(\.\d{1,2})?$/)
  await expect(main.locator('svg.recharts-surface')).toBeVisible()
  await expect(results.locator('[data-question="comment"]')).toContainText('Counted in the results')

  const csv = await request.post('/cms-api/exports/download', {
    headers,
    data: { data: { collectionSlug: 'survey-answers', format: 'csv', name: 'answers' } },
  })
  expect(csv.status()).toBe(200)
  const body = await csv.text()
  const [header] = body.split('\n')
  expect(header).toContain('answers_satisfaction')
  expect(header).not.toContain('visitor')
  expect(body).toContain('Counted in the results')
})
