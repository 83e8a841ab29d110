import 'server-only'

import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import * as z from 'zod/mini'

import { cms, oneLoginAtATime } from '@/cms/client'
import { ACCOUNT_MAIL_LOCALE } from '@/cms/fields/options'
import type { Translate } from '@/i18n/translator'
import { tooMany } from '@/lib/api/edge'
import { ApiError } from '@/lib/api/problem'
import { inBackground } from '@/lib/in-background'
import { rateLimit } from '@/lib/api/rate-limits'
import { logger } from '@/lib/logger'
import { countSignInFailure } from '@/lib/metrics'
import type { Locale } from '@/i18n/locales'

import { newPasswordSchema, tokenSchema, type EditorAccount, type ForgotPassword, type Profile, type SignIn } from './account-forms'

/** A token and the new password, as the reset and the activation links send them. */
export const newPasswordBody = z.intersection(tokenSchema, newPasswordSchema)

/** What the edge hands every account call. */
type Call = { locale: Locale; t: Translate; client: string; headers: Headers }

const done = (headers?: HeadersInit) => Response.json({ ok: true }, { headers: { 'cache-control': 'no-store', ...headers } })

async function sessionCookie(payload: Payload, token: string): Promise<string> {
  return generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
}

function accountOf(user: { email?: string | null; name?: string | null; role?: string | null; locales?: string[] | null }): EditorAccount {
  return { email: user.email ?? '', name: user.name ?? '', role: user.role ?? '', locales: user.locales ?? [] }
}

async function signedInUser(payload: Payload, headers: Headers) {
  const { user } = await payload.auth({ headers })
  return user?.collection === 'users' ? user : null
}

/** POST /api/editor/session { email, password } → 200 with Payload's own cookie (the admin shares it), 401 §8 error, 429. */
export async function signIn(credentials: SignIn, it: Call): Promise<Response> {
  // Taken before the password is checked, given back when it is right: only wrong ones count, and
  // of sign-ins at once no more than the limit reach the check.
  const wrongSignIns = rateLimit('editor-sign-in')
  const attempt = await wrongSignIns.consume(it.client)
  if (!attempt.allowed) throw tooMany(it.t, 'editor.tooMany', attempt.retryAfterMs)
  const payload = await cms()
  try {
    const { token, user } = await oneLoginAtATime(credentials.email, () => payload.login({ collection: 'users', data: credentials }))
    if (!token || !user) throw new Error('no session')
    await wrongSignIns.reward(it.client)
    logger.info({ user: user.id }, 'editor signed in')
    return Response.json(
      { ok: true, account: accountOf(user) },
      { headers: { 'cache-control': 'no-store', 'set-cookie': await sessionCookie(payload, token) } },
    )
  } catch {
    // Unknown address, wrong password, locked or not yet activated: one answer, which tells nothing.
    logger.warn({ client: it.client }, 'editor sign-in refused')
    countSignInFailure('editor')
    throw new ApiError(401, it.t('editor.signIn.error'))
  }
}

/** GET /api/editor/session → the signed-in account, or 401. */
export async function currentAccount({ headers, t }: Call): Promise<Response> {
  const user = await signedInUser(await cms(), headers)
  if (!user) throw new ApiError(401, t('editor.signIn.title'))
  return Response.json({ account: accountOf(user) }, { headers: { 'cache-control': 'private, no-store' } })
}

/** DELETE /api/editor/session → 200, Payload's session ended and its cookie gone. */
export async function signOut(headers: Headers): Promise<Response> {
  const payload = await cms()
  const user = await signedInUser(payload, headers)
  if (user) await logoutOperation({ collection: payload.collections.users, req: await createLocalReq({ user }, payload) })
  const expired = generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
  })
  return done({ 'set-cookie': expired })
}

/**
 * POST /api/editor/forgot-password { email } → 200 whether or not the address has an account, 429.
 * The reset is made after the answer (its mail written to the outbox): an address with an account
 * is answered as soon and alike as one without, and a stalled SMTP server delays nothing.
 */
export async function forgotPassword(data: ForgotPassword, it: Call & { url: URL }): Promise<Response> {
  // Counted once the address is well formed: a mistyped one costs the visitor nothing.
  const allowed = await rateLimit('editor-forgot-password').consume(it.client)
  if (!allowed.allowed) throw tooMany(it.t, 'editor.tooMany', allowed.retryAfterMs)
  // The request's own address and headers: the mail links to the site the visitor used.
  const req = { headers: it.headers, url: it.url.toString(), context: { [ACCOUNT_MAIL_LOCALE]: it.locale } }
  inBackground(async () => (await cms()).forgotPassword({ collection: 'users', data, req }), 'editor password reset mail failed')
  return done()
}

/** POST /api/editor/reset-password { token, password, confirmation } → 200, or 400 (bad or expired link, rules). */
export async function resetPassword(data: z.infer<typeof newPasswordBody>, t: Translate): Promise<Response> {
  const payload = await cms()
  try {
    await payload.resetPassword({
      collection: 'users',
      data: { token: data.token, password: data.password },
      overrideAccess: true,
    })
    return done()
  } catch (error) {
    logger.warn({ err: error }, 'editor password reset refused')
    throw new ApiError(400, t('editor.reset.error'))
  }
}

/**
 * POST /api/editor/activation { token, password, confirmation }: the invitee of an administrator
 * sets their password, then the account is verified (Payload's verify token) and may sign in.
 */
export async function activateAccount(data: z.infer<typeof newPasswordBody>, t: Translate): Promise<Response> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ _verificationToken: { equals: data.token } }, { _verified: { not_equals: true } }] },
    showHiddenFields: true,
    overrideAccess: true,
    limit: 1,
    depth: 0,
  })
  const invitee = docs[0]
  if (!invitee) throw new ApiError(400, t('editor.activation.error'))
  try {
    // Password first: a failure in between leaves the link valid for another try.
    await payload.update({ collection: 'users', id: invitee.id, data: { password: data.password }, overrideAccess: true })
    await payload.verifyEmail({ collection: 'users', token: data.token })
    logger.info({ user: invitee.id }, 'editor account activated')
    return done()
  } catch (error) {
    logger.error({ err: error }, 'editor account activation failed')
    throw new ApiError(500, t('editor.activation.error'))
  }
}

/** POST /api/editor/profile { name, email, password, confirmation } → 200 (a new cookie when the password changed), 401, 400. */
/** The edge's guard of the profile: the signed-in account (401 without one), before the body is read. */
export async function signedInEditor(headers: Headers, t: Translate) {
  const user = await signedInUser(await cms(), headers)
  if (!user) throw new ApiError(401, t('editor.profile.error'))
  return user
}

export async function updateProfile(
  { name, email, password }: Profile,
  user: Awaited<ReturnType<typeof signedInEditor>>,
  t: Translate,
): Promise<Response> {
  const payload = await cms()
  try {
    // As the account itself, so the collection's access and field rules apply (no role of one's own choosing).
    const updated = await payload.update({
      collection: 'users',
      id: user.id,
      data: { name, email, ...(password ? { password } : {}) },
      user,
      overrideAccess: false,
    })
    const headers: Record<string, string> = {}
    if (password) {
      const { token } = await oneLoginAtATime(email, () => payload.login({ collection: 'users', data: { email, password } }))
      if (token) headers['set-cookie'] = await sessionCookie(payload, token)
    }
    return Response.json({ ok: true, account: accountOf(updated) }, { headers: { 'cache-control': 'no-store', ...headers } })
  } catch (error) {
    logger.warn({ err: error, user: user.id }, 'editor profile update refused')
    throw new ApiError(400, t('editor.profile.error'))
  }
}
