import { expect, test, type Page } from '@playwright/test'

import { mailTo as mailMatching, quotedPrintable, receivedMails } from './mailbox'
import { confirmPrivateOrder, expectNoAxeViolations, onTestServer, orderAddressStep } from './support'

/**
 * The installation appointment after the order: booked on the funnel's confirmation, the mail with
 * its calendar invitation, moved and cancelled on the order's page through the mail's signed link;
 * each change mails an invitation the calendar applies (REQUEST, then CANCEL, the sequence rising).
 */

/** The mail's headers (their encoded words) and parts (quoted-printable and base64) decoded, joined. */
function decoded(data: string): string {
  return data
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const [rawHead = '', ...body] = part.split(/\r?\n\r?\n/)
      const head = rawHead
        .replace(/\?=\s+=\?/g, '?==?')
        .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, words: string) => quotedPrintable(words.replace(/_/g, ' ')))
      const text = body.join('\n\n')
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return `${head}\n\n${Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8')}`
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return `${head}\n\n${quotedPrintable(text)}`
      return `${head}\n\n${text}`
    })
    .join('\n')
}

const mailTo = (to: string, containing: string) => mailMatching(to, containing, decoded)

/** The invitation's own lines (the calendar part), unfolded. */
function calendarIn(mail: string): string {
  const calendar = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(mail)?.[0] ?? ''
  expect(calendar, 'an iCalendar invitation').not.toBe('')
  return calendar.replace(/\r?\n[ \t]/g, '')
}

/** A slot's radio is named `<date>, <half-day>, <hours>`; the booked appointment reads `<date>, <half-day> (<hours>)`. */
function bookedText(label: string): string {
  const [, date, half, hours] = /^(.*), (Matin|Après-midi), (.+)$/u.exec(label) ?? []
  expect(date, `a slot label: ${label}`).toBeTruthy()
  return `Votre rendez-vous : ${date}, ${half} (${hours}).`
}

async function chooseSlot(page: Page, index: number): Promise<string> {
  const radio = page.getByTestId('appointment').getByRole('radio').nth(index)
  await radio.check()
  return (await radio.getAttribute('aria-label')) ?? ''
}

test('an installation booked on the confirmation, its invitation mailed, moved and cancelled on the order’s page', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000)
  const email = `appointment.${Date.now()}@example.ch`
  await page.goto('/commande?offre=duo-1g-tv')
  await orderAddressStep(page)
  const reference = await confirmPrivateOrder(page, email)

  // The confirmation offers the next free half-days, as labelled radio buttons.
  const chooser = page.getByTestId('appointment')
  await expect(chooser.getByRole('heading', { name: 'Rendez-vous d’installation' })).toBeVisible()
  const group = chooser.getByRole('group', { name: 'Prochaines disponibilités' })
  await expect(group.getByRole('radio')).toHaveCount(8)
  await expect(group.getByRole('radio').first()).toHaveAccessibleName(
    /^\p{L}+,? \d{1,2} \p{L}+ \d{4}, (Matin, 8:00–12:00|Après-midi, 13:00–17:00)$/u,
  )
  await expectNoAxeViolations(page, 'appointment chooser on the confirmation')

  // Nothing chosen: a clear word; then the keyboard picks the second slot.
  await chooser.getByRole('button', { name: 'Réserver ce créneau' }).click()
  await expect(chooser.getByTestId('appointment-error')).toHaveText('Veuillez choisir un créneau.')
  await group.getByRole('radio').first().focus()
  await page.keyboard.press('ArrowDown')
  await expect(group.getByRole('radio').nth(1)).toBeChecked()
  const booked = (await group.getByRole('radio').nth(1).getAttribute('aria-label')) ?? ''
  await chooser.getByRole('button', { name: 'Réserver ce créneau' }).click()
  await expect(chooser.getByTestId('appointment-outcome')).toContainText('Rendez-vous réservé')
  await expect(chooser.getByTestId('appointment-booked')).toContainText(bookedText(booked))
  await expect(chooser.getByTestId('appointment-rule')).toHaveText('Vous pouvez le déplacer ou l’annuler jusqu’à 48 heures avant.')
  // The booked appointment's green text and the outcome beside it read on white, and the
  // confirmation's landmarks stay named apart: axe's best practices too.
  await expectNoAxeViolations(page, 'a booked appointment on the confirmation', 'all')

  // One mail: the booking with the order's new status and the invitation for the calendar.
  const mail = await mailTo(email, `Votre rendez-vous d’installation – commande ${reference}`)
  expect(mail).toContain('« Installation planifiée »')
  expect(mail).toMatch(/content-type: text\/calendar;.*method=REQUEST/i)
  expect(mail).toContain('filename=installation.ics')
  const invitation = calendarIn(mail)
  expect(invitation).toContain('METHOD:REQUEST')
  expect(invitation).toContain('SEQUENCE:0')
  expect(invitation).toContain('STATUS:CONFIRMED')
  expect(invitation).toContain(`UID:installation-${reference}@`)
  expect(
    receivedMails()
      .filter((received) => received.to.includes(email))
      .map((received) => decoded(received.data)),
  ).not.toContainEqual(expect.stringContaining('Le statut de votre commande'))

  // The mail's signed link opens the order's page: booked, and the appointment moves there.
  const link = /https?:\/\/\S+\?ref=CMD-\S+&token=[\w-]+/.exec(mail)?.[0] ?? ''
  expect(link).not.toBe('')
  await page.goto(onTestServer(baseURL, link))
  await expect(page.getByTestId('tracked-order')).toHaveAttribute('data-status', 'installation-booked')
  const onPage = page.getByTestId('appointment')
  await expect(onPage.getByTestId('appointment-booked')).toContainText(bookedText(booked))
  await onPage.getByRole('button', { name: 'Déplacer le rendez-vous' }).click()
  await expect(onPage.getByRole('group', { name: 'Choisissez le nouveau créneau' })).toBeVisible()
  const moved = await chooseSlot(page, 3)
  await onPage.getByRole('button', { name: 'Confirmer le nouveau créneau' }).click()
  await expect(onPage.getByTestId('appointment-outcome')).toContainText('Rendez-vous déplacé')
  await expect(onPage.getByTestId('appointment-booked')).toContainText(bookedText(moved))
  const update = calendarIn(await mailTo(email, `Votre rendez-vous d’installation est déplacé – commande ${reference}`))
  expect(update).toContain('METHOD:REQUEST')
  expect(update).toContain('SEQUENCE:1')
  expect(update).toContain(`UID:installation-${reference}@`)

  // Customer service sees the day's bookings of the network in the admin, grouped by day.
  const movedDay = (await onPage.getByTestId('appointment-booked').getAttribute('data-day')) ?? ''
  const movedHalf = (await onPage.getByTestId('appointment-booked').getAttribute('data-half')) ?? ''
  const staff = await browser.newPage({ baseURL })
  const login = await staff.request.post('/cms-api/users/login', { data: { email: 'service@example.ch', password: 'demo-service-2026' } })
  expect(login.ok(), await login.text()).toBe(true)
  await staff.goto(
    `/admin/collections/installation-appointments?groupBy=day&where[and][0][distributor][equals]=371&where[and][1][status][equals]=booked`,
  )
  // The day heads its group; the order's row names its half-day and network.
  await expect(staff.getByText(movedDay, { exact: true }).first()).toBeVisible({ timeout: 30_000 })
  const row = staff.getByRole('row').filter({ hasText: reference })
  await expect(row).toContainText(movedDay)
  await expect(row).toContainText(movedHalf)
  await expect(row).toContainText('Télé Entremont')
  await staff.close()

  // Cancelled: the seat is free again, the order back to confirmed, the calendar told to drop it.
  await onPage.getByRole('button', { name: 'Annuler le rendez-vous' }).click()
  await expect(onPage.getByTestId('appointment-outcome')).toContainText('Rendez-vous annulé')
  await expect(onPage.getByTestId('appointment-booked')).toHaveCount(0)
  await expect(onPage.getByRole('group', { name: 'Prochaines disponibilités' })).toBeVisible()
  await expect(page.getByTestId('tracked-order')).toHaveAttribute('data-status', 'confirmed')
  const cancellation = calendarIn(await mailTo(email, `Votre rendez-vous d’installation est annulé – commande ${reference}`))
  expect(cancellation).toContain('METHOD:CANCEL')
  expect(cancellation).toContain('SEQUENCE:2')
  expect(cancellation).toContain('STATUS:CANCELLED')
  expect(receivedMails().filter((received) => received.to.includes(email))).toHaveLength(4)
})

test('an installed order shows its appointment as history: no move, no cancel', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000)
  const email = `installed.${Date.now()}@example.ch`
  await page.goto('/commande?offre=duo-1g-tv')
  await orderAddressStep(page)
  const reference = await confirmPrivateOrder(page, email)
  // The confirmation's words and the booking block beside them say the same: the customer books.
  await expect(page.getByTestId('order-next')).toContainText(
    'Choisissez ci-dessous la demi-journée où un technicien de Télé Entremont vient',
  )
  const chooser = page.getByTestId('appointment')
  const booked = await chooseSlot(page, 0)
  await chooser.getByRole('button', { name: 'Réserver ce créneau' }).click()
  await expect(chooser.getByTestId('appointment-outcome')).toContainText('Rendez-vous réservé')

  // The network installs it; customer service records it.
  const login = await request.post('/cms-api/users/login', { data: { email: 'service@example.ch', password: 'demo-service-2026' } })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const found = await request.get(`/cms-api/orders?where[reference][equals]=${reference}&depth=0`, { headers })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  const installed = await request.patch(`/cms-api/orders/${id}`, { headers, data: { status: 'installed' } })
  expect(installed.ok(), await installed.text()).toBe(true)

  const link = /https?:\/\/\S+\?ref=CMD-\S+&token=[\w-]+/.exec(
    await mailTo(email, `Votre rendez-vous d’installation – commande ${reference}`),
  )?.[0]
  await page.goto(onTestServer(baseURL, link ?? ''))
  await expect(page.getByTestId('tracked-order')).toHaveAttribute('data-status', 'installed')
  const history = page.getByTestId('appointment').getByTestId('appointment-booked')
  await expect(history).toHaveAttribute('data-closed', 'installed')
  await expect(history).toContainText(bookedText(booked).replace('Votre rendez-vous : ', 'Installation effectuée le '))
  await expect(page.getByTestId('appointment').getByRole('button')).toHaveCount(0)
  await expect(page.getByTestId('appointment-rule')).toHaveCount(0)
  await expect(page.getByTestId('appointment').getByRole('radio')).toHaveCount(0)
  await expectNoAxeViolations(page, 'an installed order’s page')

  // The same page in German and English, on a phone: history, nothing to change.
  const query = new URL(link ?? '').search
  await page.setViewportSize({ width: 375, height: 812 })
  for (const [path, said] of [
    ['/de/bestellung/status', 'Installation erfolgt am '],
    ['/en/order/tracking', 'Installed on '],
  ] as const) {
    await page.goto(path + query)
    const shown = page.getByTestId('appointment').getByTestId('appointment-booked')
    await expect(shown, path).toHaveAttribute('data-closed', 'installed')
    await expect(shown, path).toContainText(said)
    await expect(page.getByTestId('appointment').getByRole('button'), path).toHaveCount(0)
    await expect(page.getByTestId('appointment-rule'), path).toHaveCount(0)
  }
})
