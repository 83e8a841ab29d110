import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { mailTo, quotedPrintable, receivedMails } from './mailbox'
import { adminToken, expectNoAxeViolations, liveIsland, onSite, onTestServer, ownClient, variantAfterFirst } from './support'

/**
 * Outage alerts by e-mail: a visitor subscribes on the network status page, confirms
 * through the link of the mail (SMTP sink of the global setup), gets one mail when an editor
 * publishes an event at the postal code and one when it is resolved, leaves with the one-click
 * link of a mail, and gets nothing for the next event. Each case has its own client address,
 * postal code and e-mail address.
 */
const CASES = [
  {
    site: 3,
    locale: 'fr',
    path: '/etat-du-reseau-1637',
    npa: '1782',
    title: 'Alertes réseau par e-mail',
    email: 'Adresse e-mail',
    postalCode: 'Code postal',
    submit: 'M’abonner aux alertes',
    sent: 'Merci ! Si cette adresse n’est pas encore abonnée',
    confirmIntro: 'Pour confirmer votre abonnement',
    confirmed: 'Abonnement confirmé',
    unsubscribed: 'Vous êtes désabonné(e)',
    back: 'Voir l’état du réseau',
    alertIntro: 'Un événement touche le réseau à votre code postal 1782',
    resolvedIntro: 'qui touchait votre code postal 1782, est terminé',
    unsubscribeLine: 'Se désabonner en un clic',
    start: 'Début : ',
    events: ['Coupure internet à Belfaux', 'Travaux TV à Belfaux'],
  },
  {
    site: 2,
    locale: 'de',
    path: '/de/netzstatus-1637',
    npa: '1945',
    title: 'Störungsmeldungen per E-Mail',
    email: 'E-Mail-Adresse',
    postalCode: 'Postleitzahl',
    submit: 'Meldungen abonnieren',
    sent: 'Danke! Falls diese Adresse noch nicht angemeldet ist',
    confirmIntro: 'Um Ihr Abonnement zu bestätigen',
    confirmed: 'Abonnement bestätigt',
    unsubscribed: 'Sie sind abgemeldet',
    back: 'Zum Netzstatus',
    alertIntro: 'Ein Ereignis betrifft das Netz an Ihrer Postleitzahl 1945',
    resolvedIntro: 'an Ihrer Postleitzahl 1945 ist beendet',
    unsubscribeLine: 'Mit einem Klick abmelden',
    start: 'Beginn: ',
    events: ['Internetstörung in Liddes', 'TV-Arbeiten in Liddes'],
  },
] as const

const HOST_OF_SITE = { 1: 'a.localhost', 2: 'b.localhost', 3: 'c.localhost' } as const

function mailsTo(to: string): string[] {
  return receivedMails()
    .filter((mail) => mail.to.includes(to))
    .map((mail) => quotedPrintable(mail.data))
}

function linkIn(mail: string, action: 'confirm' | 'unsubscribe'): string {
  const link = mail.match(new RegExp(`https?://\\S+/api/outage-alerts/${action}\\?\\S+`))?.[0]
  expect(link, `a ${action} link`).toBeTruthy()
  return link ?? ''
}

async function editor(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `JWT ${await adminToken(request)}` }
}

async function subscribe(page: Page, c: (typeof CASES)[number], email: string) {
  await liveIsland(page, 'outage-alerts')
  const form = page.getByRole('region', { name: c.title })
  await form.getByLabel(c.email).fill(email)
  await form.getByLabel(c.postalCode).fill(c.npa)
  await form.getByRole('button', { name: c.submit }).click()
  await expect(form.getByRole('status')).toContainText(c.sent)
}

for (const [index, c] of CASES.entries()) {
  test(
    `site ${c.site} in ${c.locale}: subscribe, confirm, one alert per event and its resolution, unsubscribe, nothing after`,
    variantAfterFirst(index),
    async ({ page, request, baseURL }) => {
      test.setTimeout(120_000)
      await ownClient(page)
      const email = `alerts.${c.locale}.${Date.now()}@example.ch`
      const statusPage = onSite(baseURL, c.site, c.path)
      await page.goto(statusPage)
      await expect(page.locator('html')).toHaveAttribute('lang', c.locale)
      await expect(page.getByRole('heading', { level: 2, name: c.title })).toBeVisible()
      await expectNoAxeViolations(page, `${c.path} with the alert form`)
      await subscribe(page, c, email)

      // Double opt-in: the mail is in the subscriber's language and links to the site they used.
      const confirmation = await mailTo(email, c.confirmIntro)
      const confirm = linkIn(confirmation, 'confirm')
      expect(new URL(confirm).origin).toBe(`https://${HOST_OF_SITE[c.site]}`)
      expect(confirmation).toContain(c.unsubscribeLine)
      await page.goto(onTestServer(baseURL, confirm))
      const outcome = page.getByTestId('outage-alerts-outcome')
      await expect(outcome.getByRole('heading', { level: 1, name: c.confirmed })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', c.locale)
      await expectNoAxeViolations(page, 'subscription confirmed')

      // Subscribing again answers the same and sends nothing: the form tells nobody who is subscribed.
      await page.goto(statusPage)
      await subscribe(page, c, email)

      const headers = await editor(request)
      const created: number[] = []
      const publish = async (title: string) => {
        const response = await request.post(`/cms-api/network-events?locale=${c.locale}`, {
          headers,
          data: {
            title,
            description: 'Nos équipes interviennent.',
            start: new Date(Date.now() - 5 * 60_000).toISOString(),
            services: ['internet'],
            npa_list: `1700, ${c.npa}`,
            sites: [String(c.site)],
          },
        })
        expect(response.ok()).toBe(true)
        const id = ((await response.json()) as { doc: { id: number } }).doc.id
        created.push(id)
        return id
      }
      try {
        const first = await publish(c.events[0])
        const alert = await mailTo(email, c.alertIntro)
        expect(alert).toContain(c.events[0])
        expect(alert).toContain(c.start)
        const unsubscribe = linkIn(alert, 'unsubscribe')
        expect(new URL(unsubscribe).origin).toBe(`https://${HOST_OF_SITE[c.site]}`)

        // Saved again: no second alert. Then resolved: one more mail.
        expect(
          (
            await request.patch(`/cms-api/network-events/${first}?locale=${c.locale}`, {
              headers,
              data: { description: 'Mise à jour : réparation en cours.' },
            })
          ).ok(),
        ).toBe(true)
        expect(
          (
            await request.patch(`/cms-api/network-events/${first}?locale=${c.locale}`, {
              headers,
              data: { end: new Date(Date.now() - 60_000).toISOString() },
            })
          ).ok(),
        ).toBe(true)
        await mailTo(email, c.resolvedIntro)
        expect(mailsTo(email).filter((mail) => mail.includes(c.alertIntro))).toHaveLength(1)
        expect(mailsTo(email).filter((mail) => mail.includes(c.confirmIntro))).toHaveLength(1)

        // One click, no login.
        await page.goto(onTestServer(baseURL, unsubscribe))
        await expect(outcome.getByRole('heading', { level: 1, name: c.unsubscribed })).toBeVisible()
        await expectNoAxeViolations(page, 'unsubscribed')
        await outcome.getByRole('link', { name: c.back }).click()
        await expect(page).toHaveURL(new RegExp(`${c.path}$`))

        // The next event at that postal code: the outbox holds no mail for the address.
        const second = await publish(c.events[1])
        // Mails are queued in the editor's save: when it has answered, the outbox holds all the address
        // will ever get for these events, and once those have left nothing more can come.
        const queued = async () =>
          (
            (await (
              await request.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}&limit=20&depth=0`, { headers })
            ).json()) as { docs: { status: string }[] }
          ).docs.map((mail) => mail.status)
        expect(await queued()).toHaveLength(3)
        await expect.poll(queued, { timeout: 20_000 }).toEqual(['sent', 'sent', 'sent'])
        const sent = await request.get(`/cms-api/outage-alerts?where[event][in]=${first},${second}&limit=20&depth=1`, { headers })
        const records = (
          (await sent.json()) as { docs: { kind: string; event: { id: number }; subscription: { email: string } }[] }
        ).docs.filter((record) => record.subscription.email === email)
        expect(records.map((record) => `${record.event.id}:${record.kind}`).sort()).toEqual([`${first}:published`, `${first}:resolved`])
        expect(mailsTo(email)).toHaveLength(3)
        expect(mailsTo(email).some((mail) => mail.includes(c.events[1]))).toBe(false)
      } finally {
        for (const id of created) await request.delete(`/cms-api/network-events/${id}`, { headers })
      }
    },
  )
}

test('a forged or broken link changes nothing and says so; subscriptions and alerts are not public', async ({ page, request, baseURL }) => {
  await page.goto(onSite(baseURL, 1, '/api/outage-alerts/unsubscribe?id=1&token=forged&locale=en'))
  await expect(page).toHaveURL(/\/en\/outage-alerts\?result=invalid$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Link not recognised' })).toBeVisible()
  await expectNoAxeViolations(page, 'invalid link')
  expect((await request.get('/cms-api/outage-subscriptions')).status()).toBe(403)
  expect((await request.get('/cms-api/outage-alerts')).status()).toBe(403)
})

test('the form checks the address and the postal code before sending', { tag: '@reads' }, async ({ page, baseURL }) => {
  await ownClient(page)
  await page.goto(onSite(baseURL, 1, '/etat-du-reseau-1637'))
  await liveIsland(page, 'outage-alerts')
  const form = page.getByRole('region', { name: 'Alertes réseau par e-mail' })
  await form.getByLabel('Adresse e-mail').fill('pas-une-adresse')
  await form.getByLabel('Code postal').fill('0123')
  await form.getByRole('button', { name: 'M’abonner aux alertes' }).click()
  await expect(form.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Code postal')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Code postal invalide')).toBeVisible()
  // A fifth digit is kept, and refused with what a postal code is.
  await form.getByLabel('Code postal').fill('99999')
  await expect(form.getByLabel('Code postal')).toHaveValue('99999')
  await form.getByRole('button', { name: 'M’abonner aux alertes' }).click()
  await expect(form.getByText('Un code postal compte 4 chiffres')).toBeVisible()
})
