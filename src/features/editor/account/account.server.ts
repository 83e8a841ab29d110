import 'server-only'

import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import * as z from 'zod/mini'

import { cms, oneLoginAtATime } from '@/cms/client'
import { ACCOUNT_MAIL_LOCALE } from '@/cms/fields/options'
import { issuesByField } from '@/features/forms'
import { queryLocale } from '@/i18n/routing'
import { translator } from '@/i18n/translator'
import { jsonBody } from '@/lib/api/json-body'
import { problem } from '@/lib/api/problem'
import { logger } from '@/lib/logger'
import { countSignInFailure } from '@/lib/metrics'
import { clientAddress } from '@/lib/client-address'
import { createRateLimiter } from '@/lib/rate-limit'
import type { Locale } from '@/i18n/locales'

import { forgotPasswordSchema, newPasswordSchema, profileSchema, signInSchema, tokenSchema, type EditorAccount } from './account-forms'

/** Ten wrong passwords per client and quarter of an hour (Payload also locks an account after ten). */
const wrongSignIns = createRateLimiter({ keyPrefix: 'editor-sign-in', points: 10, durationSeconds: 15 * 60 })
/** Five reset mails per client and quarter of an hour: the form must not become a mail cannon. */
const resetRequests = createRateLimiter({ keyPrefix: 'editor-forgot-password', points: 5, durationSeconds: 15 * 60 })

type Call = { request: Request; locale: Locale; t: ReturnType<typeof translator>; client: string }

function call(request: Request): Call {
  const locale = queryLocale(new URL(request.url).searchParams)
  return { request, locale, t: translator(locale), client: clientAddress(request.headers) }
}

const done = (headers?: HeadersInit) => Response.json({ ok: true }, { headers: { 'cache-control': 'no-store', ...headers } })

function tooMany({ t }: Call, retryAfterMs: number): Response {
  const response = problem(429, t('editor.tooMany', { minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) }))
  response.headers.set('retry-after', String(Math.ceil(retryAfterMs / 1000)))
  return response
}

/** The body through the form's schema; a problem with the fields' message keys when it does not pass. */
async function parse<T>({ request, t }: Call, schema: z.ZodMiniType<T>, errorKey: string): Promise<{ data: T } | { refused: Response }> {
  const parsed = schema.safeParse(await jsonBody(request))
  return parsed.success ? { data: parsed.data } : { refused: problem(400, t(errorKey), undefined, issuesByField(parsed.error)) }
}

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

async function signedInUser(payload: Payload, request: Request) {
  const { user } = await payload.auth({ headers: request.headers })
  return user?.collection === 'users' ? user : null
}

/** POST /api/editor/session { email, password } → 200 with Payload's own cookie (the admin shares it), 401 §8 error, 429. */
export async function signIn(request: Request): Promise<Response> {
  const it = call(request)
  const body = await parse(it, signInSchema, 'editor.signIn.error')
  if ('refused' in body) return body.refused
  // Taken before the password is checked, given back when it is right: only wrong ones count, and
  // of sign-ins at once no more than the limit reach the check.
  const attempt = await wrongSignIns.consume(it.client)
  if (!attempt.allowed) return tooMany(it, attempt.retryAfterMs)
  const payload = await cms()
  try {
    const { token, user } = await oneLoginAtATime(body.data.email, () => payload.login({ collection: 'users', data: body.data }))
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
    return problem(401, it.t('editor.signIn.error'))
  }
}

/** GET /api/editor/session → the signed-in account, or 401. */
export async function currentAccount(request: Request): Promise<Response> {
  const user = await signedInUser(await cms(), request)
  if (!user) return problem(401, call(request).t('editor.signIn.title'))
  return Response.json({ account: accountOf(user) }, { headers: { 'cache-control': 'private, no-store' } })
}

/** DELETE /api/editor/session → 200, Payload's session ended and its cookie gone. */
export async function signOut(request: Request): Promise<Response> {
  const payload = await cms()
  const user = await signedInUser(payload, request)
  if (user) await logoutOperation({ collection: payload.collections.users, req: await createLocalReq({ user }, payload) })
  const expired = generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
  })
  return done({ 'set-cookie': expired })
}

/** POST /api/editor/forgot-password { email } → 200 whether or not the address has an account (it tells nothing), 429. */
export async function forgotPassword(request: Request): Promise<Response> {
  const it = call(request)
  const body = await parse(it, forgotPasswordSchema, 'editor.forgot.error')
  if ('refused' in body) return body.refused
  const allowed = await resetRequests.consume(it.client)
  if (!allowed.allowed) return tooMany(it, allowed.retryAfterMs)
  const payload = await cms()
  try {
    // The request's own address and headers: the mail links to the site the visitor used.
    await payload.forgotPassword({
      collection: 'users',
      data: body.data,
      req: { headers: request.headers, url: request.url, context: { [ACCOUNT_MAIL_LOCALE]: it.locale } },
    })
    return done()
  } catch (error) {
    logger.error({ err: error }, 'editor password reset mail failed')
    return problem(500, it.t('editor.forgot.error'))
  }
}

/** POST /api/editor/reset-password { token, password, confirmation } → 200, or 400 (bad or expired link, rules). */
export async function resetPassword(request: Request): Promise<Response> {
  const it = call(request)
  const body = await parse(it, z.intersection(tokenSchema, newPasswordSchema), 'editor.reset.error')
  if ('refused' in body) return body.refused
  const payload = await cms()
  try {
    await payload.resetPassword({
      collection: 'users',
      data: { token: body.data.token, password: body.data.password },
      overrideAccess: true,
    })
    return done()
  } catch (error) {
    logger.warn({ err: error }, 'editor password reset refused')
    return problem(400, it.t('editor.reset.error'))
  }
}

/**
 * POST /api/editor/activation { token, password, confirmation }: the invitee of an administrator
 * sets their password, then the account is verified (Payload's verify token) and may sign in.
 */
export async function activateAccount(request: Request): Promise<Response> {
  const it = call(request)
  const body = await parse(it, z.intersection(tokenSchema, newPasswordSchema), 'editor.activation.error')
  if ('refused' in body) return body.refused
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ _verificationToken: { equals: body.data.token } }, { _verified: { not_equals: true } }] },
    showHiddenFields: true,
    overrideAccess: true,
    limit: 1,
    depth: 0,
  })
  const invitee = docs[0]
  if (!invitee) return problem(400, it.t('editor.activation.error'))
  try {
    // Password first: a failure in between leaves the link valid for another try.
    await payload.update({ collection: 'users', id: invitee.id, data: { password: body.data.password }, overrideAccess: true })
    await payload.verifyEmail({ collection: 'users', token: body.data.token })
    logger.info({ user: invitee.id }, 'editor account activated')
    return done()
  } catch (error) {
    logger.error({ err: error }, 'editor account activation failed')
    return problem(500, it.t('editor.activation.error'))
  }
}

/** POST /api/editor/profile { name, email, password, confirmation } → 200 (a new cookie when the password changed), 401, 400. */
export async function updateProfile(request: Request): Promise<Response> {
  const it = call(request)
  const payload = await cms()
  const user = await signedInUser(payload, request)
  if (!user) return problem(401, it.t('editor.profile.error'))
  const body = await parse(it, profileSchema, 'editor.profile.error')
  if ('refused' in body) return body.refused
  const { name, email, password } = body.data
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
    return problem(400, it.t('editor.profile.error'))
  }
}
