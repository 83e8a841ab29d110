import { expect, test, type Page } from '@playwright/test'

import { quotedPrintable, receivedMails } from './mailbox'
import { adminToken, expectNoAxeViolations, onSite, onTestServer } from './support'

/**
 * The editors' account screens on /en/editor (§8 texts, English as the spec words them): sign in,
 * forgot and reset password through the SMTP sink, an administrator's invitation and its
 * activation, one's own data. Seeded demo accounts (demo-content/staff-data.ts).
 */
const EDITOR = { email: 'editor@example.ch', password: 'demo-editor-2026', name: 'Élodie Rédaction' }
const TRANSLATOR = { email: 'translator@example.ch', password: 'demo-translator-2026' }

const T = {
  loginError: 'Your email address or password is incorrect.',
  loginSuccess: 'Connection successful. Redirection in progress...',
  forgotSuccess: 'A reset link has been sent to your mailbox',
  resetSuccess: 'Your password has been updated',
  activationSuccess: 'Your account has been activated',
  profileSuccess: 'Your data has been updated successfully',
  mustBeIdentical: 'The two entries must be identical',
}

async function linkOfMail(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<]+${path}\\?token=[0-9a-f]+`)
  let link: string | undefined
  await expect
    .poll(
      () => {
        link = receivedMails()
          .filter((mail) => mail.to.includes(to))
          .map((mail) => pattern.exec(quotedPrintable(mail.data))?.[0])
          .find(Boolean)
        return link !== undefined
      },
      { timeout: 20_000, message: `a mail to ${to} with a ${path} link` },
    )
    .toBe(true)
  return link ?? ''
}

async function signIn(page: Page, baseURL: string | undefined, account: { email: string; password: string }) {
  await page.goto(onSite(baseURL, 1, '/en/editor'))
  await page.getByRole('textbox', { name: 'Email address' }).fill(account.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a wrong password gets the §8 error; the right one signs in and the admin shares the session', async ({ page, baseURL }) => {
  await signIn(page, baseURL, { email: EDITOR.email, password: 'not-the-password' })
  await expect(page.getByText(T.loginError)).toBeVisible()
  await expectNoAxeViolations(page, 'sign-in with an error')

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(EDITOR.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(T.loginSuccess)).toBeVisible()
  await expect(page.getByRole('heading', { name: `Signed in as ${EDITOR.name}` })).toBeVisible()
  await expect(page.getByText('Role: Editor')).toBeVisible()
  await expectNoAxeViolations(page, 'signed in')
  // Payload's own cookie: the admin knows the editor.
  const me = await page.evaluate(() =>
    fetch('/cms-api/users/me').then((response) => response.json() as Promise<{ user: { email: string } | null }>),
  )
  expect(me.user?.email).toBe(EDITOR.email)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})

test('forgot password: the mail links to the reset page, the confirmation must match, the new password signs in', async ({
  page,
  baseURL,
}) => {
  // An account of its own: another spec signs in as the seeded viewer, and Payload's sign-in writes
  // back the whole account it read before hashing, the reset link's token with it (as it was then).
  const VIEWER = { email: `forgetful-${Date.now()}@example.ch`, password: 'first-password-1' }
  const created = await page.request.post(new URL('/cms-api/users', baseURL).toString(), {
    headers: { authorization: `JWT ${await adminToken(page.request)}` },
    data: { ...VIEWER, name: 'Victor Oublieux', role: 'viewer', language: 'en', _verified: true },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.goto(onSite(baseURL, 1, '/en/editor'))
  await page.getByRole('button', { name: 'Forgot your password?' }).click()
  await page.getByRole('textbox', { name: 'Email address' }).fill(VIEWER.email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText(T.forgotSuccess)).toBeVisible()

  const link = await linkOfMail(VIEWER.email, '/en/editor/reset-password')
  // The configured origin of site 1, never the address the request came to.
  expect(new URL(link).origin).toBe('https://a.localhost')
  await page.goto(onTestServer(baseURL, link))
  await expect(page.getByRole('heading', { name: 'New password' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('new-viewer-password-1')
  await page.getByRole('textbox', { name: 'Password confirmation' }).fill('another-password-2')
  await page.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByText(T.mustBeIdentical)).toBeVisible()
  await expectNoAxeViolations(page, 'reset password')

  await page.getByRole('textbox', { name: 'Password confirmation' }).fill('new-viewer-password-1')
  await page.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByText(T.resetSuccess)).toBeVisible()
  await page.getByRole('link', { name: 'Sign in' }).click()

  await signIn(page, baseURL, { email: VIEWER.email, password: VIEWER.password })
  await expect(page.getByText(T.loginError)).toBeVisible()
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('new-viewer-password-1')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Role: Viewer')).toBeVisible()
})

test('an administrator invites an editor: the mail, the activation, the sign-in and a profile update', async ({ page, baseURL }) => {
  const invitee = `invited-${Date.now()}@example.ch`
  const created = await page.request.post(new URL('/cms-api/users', baseURL).toString(), {
    headers: { authorization: `JWT ${await adminToken(page.request)}` },
    data: { email: invitee, password: 'temporary-password-1', name: 'Ines Invitée', role: 'editor', language: 'en' },
  })
  expect(created.status()).toBe(201)

  // Not activated yet: the temporary password does not open the account.
  await signIn(page, baseURL, { email: invitee, password: 'temporary-password-1' })
  await expect(page.getByText(T.loginError)).toBeVisible()

  const activation = await linkOfMail(invitee, '/en/editor/activate')
  expect(new URL(activation).origin).toBe('https://a.localhost')
  await page.goto(onTestServer(baseURL, activation))
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible()
  await expectNoAxeViolations(page, 'activation')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('my-own-password-1')
  await page.getByRole('textbox', { name: 'Password confirmation' }).fill('my-own-password-1')
  await page.getByRole('button', { name: 'Activate my account' }).click()
  await expect(page.getByText(T.activationSuccess)).toBeVisible()

  await signIn(page, baseURL, { email: invitee, password: 'my-own-password-1' })
  await expect(page.getByRole('heading', { name: 'Signed in as Ines Invitée' })).toBeVisible()

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ines Rédactrice')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(T.profileSuccess)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Signed in as Ines Rédactrice' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ines Rédactrice')
})

test('the activation link works once', async ({ page, baseURL }) => {
  await page.goto(onSite(baseURL, 1, '/en/editor/activate?token=0123456789abcdef'))
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('my-own-password-1')
  await page.getByRole('textbox', { name: 'Password confirmation' }).fill('my-own-password-1')
  await page.getByRole('button', { name: 'Activate my account' }).click()
  await expect(page.getByText('An error occurred while activating your account')).toBeVisible()
})

test('a translator saves a German draft in the admin, where publishing is not offered and shared fields are read-only', async ({
  page,
  baseURL,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const created = await request.post('/cms-api/pages?locale=fr', {
    headers,
    data: { title: 'Traduction', pagetype: 'translation', sites: ['1'], _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = ((await created.json()) as { doc: { id: number } }).doc

  await signIn(page, baseURL, TRANSLATOR)
  await expect(page.getByText('Role: Translator')).toBeVisible()
  await page.goto(onSite(baseURL, 1, `/admin/collections/pages/${id}?locale=de`))
  const title = page.locator('#field-title')
  await expect(title).toBeEditable({ timeout: 30_000 })
  await expect(page.locator('#field-pagetype')).toBeDisabled()
  await title.fill('Übersetzung')
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeEnabled()
  await expect(page.getByRole('button', { name: /^Publish/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText('Draft saved successfully.')).toBeVisible()

  const draft = await request.get(`/cms-api/pages/${id}?locale=de&draft=true&fallback-locale=none&depth=0`, { headers })
  expect(((await draft.json()) as { title: string }).title).toBe('Übersetzung')
  // The public still reads the published page: the German title falls back to the French one.
  const published = await request.get(`/cms-api/pages/${id}?locale=de&depth=0`)
  expect(((await published.json()) as { title: string }).title).toBe('Traduction')
  await request.delete(`/cms-api/pages/${id}`, { headers })
})

test('the admin draws a staff member’s avatar itself: no request leaves for Gravatar with a hash of their address', async ({
  page,
  baseURL,
}) => {
  const hosts = new Set<string>()
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname))
  await signIn(page, baseURL, EDITOR)
  await expect(page.getByRole('heading', { name: `Signed in as ${EDITOR.name}` })).toBeVisible()
  await page.goto(onSite(baseURL, 1, '/admin'))
  await expect(page.locator('.graphic-account').first()).toBeVisible()
  await expect(page.locator('img.gravatar-account')).toHaveCount(0)
  expect([...hosts].filter((host) => host.includes('gravatar'))).toEqual([])
})
