import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { hash, verify } from '@node-rs/argon2'
import type { NextRequest } from 'next/server'
import { NextResponse } from 'next/server'

import { cms } from '@/cms/client'
import { issuesByField } from '@/features/forms'
import { safeFileName } from '@/features/forms/server'
import { queryLocale } from '@/i18n/routing'
import { translator } from '@/i18n/translator'
import { jsonBody } from '@/lib/api/json-body'
import { problem } from '@/lib/api/problem'
import { isProduction, partnerDocumentsDir, partnerSessionKey } from '@/lib/env'
import { logger } from '@/lib/logger'
import { countSignInFailure } from '@/lib/metrics'
import { clientAddress } from '@/lib/client-address'
import { createExpiringKeys } from '@/lib/expiring-keys'
import { createRateLimiter } from '@/lib/rate-limit'
import type { Locale } from '@/i18n/locales'

import { documentHref, signInSchema, WRONG_PASSWORD, type PartnerDocument } from './partner-area'
import { createSessionToken, isValidSessionToken, revocationOf, SESSION_COOKIE, SESSION_HOURS, SESSION_PATH } from './session'

/** Tokens of signed-out sessions, until they would have ended anyway: a copied cookie dies with the sign-out. */
const revoked = createExpiringKeys('partner-area:revoked')

/** Five wrong passwords per client and quarter of an hour, then the door stays shut until it ends. */
const wrongPasswords = createRateLimiter({ keyPrefix: 'partner-area-wrong-password', points: 5, durationSeconds: 15 * 60 })

function localeOf(request: Request): Locale {
  return queryLocale(new URL(request.url).searchParams)
}

/** The argon2 hash editors set in the CMS (partner-area global), or null before one is set. */
async function passwordHash(): Promise<string | null> {
  const payload = await cms()
  const area = await payload.findGlobal({ slug: 'partner-area', depth: 0, overrideAccess: true, showHiddenFields: true })
  return area.passwordHash ?? null
}

// With no password set, a guess still costs one argon2 verification: the answer time tells nothing.
let placeholderHash: Promise<string> | undefined

async function isRightPassword(password: string, stored: string | null): Promise<boolean> {
  placeholderHash ??= hash(crypto.randomUUID())
  try {
    const matches = await verify(stored ?? (await placeholderHash), password)
    return stored !== null && matches
  } catch (error) {
    logger.error({ err: error }, 'partner password hash could not be read')
    return false
  }
}

async function hasSession(request: NextRequest): Promise<boolean> {
  const token = request.cookies.get(SESSION_COOKIE)?.value
  const now = Date.now()
  if (!token || !isValidSessionToken(token, partnerSessionKey(), await passwordHash(), now)) return false
  const revocation = revocationOf(token, now)
  return revocation !== null && !(await revoked.has(revocation.key))
}

function notSignedIn(locale: Locale): Response {
  return problem(401, translator(locale)('partnerArea.signInFirst'))
}

/** POST /api/partner-area/session { password } → 204 with the session cookie, 401 wrong, 429 locked out. */
export async function signIn(request: NextRequest): Promise<Response> {
  const locale = localeOf(request)
  const t = translator(locale)
  const client = clientAddress(request.headers)
  const parsed = signInSchema.safeParse(await jsonBody(request))
  if (!parsed.success) return problem(400, t('partnerArea.wrongPassword'), undefined, issuesByField(parsed.error))
  // Taken before the password is checked, given back when it is right: only wrong ones count, and
  // of tries at once no more than the limit reach the check.
  const attempt = await wrongPasswords.consume(client)
  if (!attempt.allowed) {
    const response = problem(429, t('partnerArea.tooMany'))
    response.headers.set('retry-after', String(Math.ceil(attempt.retryAfterMs / 1000)))
    return response
  }
  const stored = await passwordHash()
  if (!(await isRightPassword(parsed.data.password, stored))) {
    logger.warn({ client }, 'partner area: wrong password')
    countSignInFailure('partner_area')
    return problem(401, t('partnerArea.wrongPassword'), undefined, { password: WRONG_PASSWORD })
  }
  await wrongPasswords.reward(client)
  const response = new NextResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  response.cookies.set({
    name: SESSION_COOKIE,
    value: createSessionToken(partnerSessionKey(), stored ?? '', Date.now()),
    httpOnly: true,
    secure: isProduction(),
    sameSite: 'lax',
    path: SESSION_PATH,
    maxAge: SESSION_HOURS * 3600,
  })
  logger.info({ client }, 'partner area: signed in')
  return response
}

/** DELETE /api/partner-area/session → 204, the cookie gone and its token refused from now on. */
export async function signOut(request: NextRequest): Promise<Response> {
  const token = request.cookies.get(SESSION_COOKIE)?.value
  const now = Date.now()
  if (token && isValidSessionToken(token, partnerSessionKey(), await passwordHash(), now)) {
    const revocation = revocationOf(token, now)
    if (revocation) await revoked.add(revocation.key, revocation.lifetimeMs)
  }
  const response = new NextResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  response.cookies.set({
    name: SESSION_COOKIE,
    value: '',
    httpOnly: true,
    secure: isProduction(),
    sameSite: 'lax',
    path: SESSION_PATH,
    maxAge: 0,
  })
  return response
}

/** GET /api/partner-area/documents?locale= → the documents, newest first, or 401 without a session. */
export async function listPartnerDocuments(request: NextRequest): Promise<Response> {
  const locale = localeOf(request)
  if (!(await hasSession(request))) return notSignedIn(locale)
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'partner-documents',
    locale,
    sort: '-date',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  const documents: PartnerDocument[] = docs.map((doc) => ({
    id: doc.id,
    title: doc.title,
    category: doc.category,
    date: doc.date,
    mimeType: doc.mimeType ?? null,
    filesize: doc.filesize ?? null,
    // In the list's language: the download is named by the title in that language.
    href: documentHref(doc.id, locale),
  }))
  return Response.json({ documents }, { headers: { 'cache-control': 'private, no-store' } })
}

/** GET /api/partner-area/documents/{id} → the file as an attachment, 401 without a session, 404 unknown. */
export async function downloadPartnerDocument(request: NextRequest, id: string): Promise<Response> {
  const locale = localeOf(request)
  if (!(await hasSession(request))) return notSignedIn(locale)
  const payload = await cms()
  const doc = /^\d{1,9}$/.test(id)
    ? await payload.findByID({
        collection: 'partner-documents',
        id: Number(id),
        locale,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  if (!doc?.filename) return problem(404, translator(locale)('partnerArea.noDocument'))
  let bytes: Buffer
  try {
    bytes = await readFile(path.join(partnerDocumentsDir(), path.basename(doc.filename)))
  } catch (error) {
    logger.error({ err: error, document: doc.id }, 'partner document file missing')
    return problem(404, translator(locale)('partnerArea.noDocument'))
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': doc.mimeType ?? 'application/octet-stream',
      'content-length': String(bytes.byteLength),
      // The editor's title names the download, made safe for a header like a visitor's file name.
      'content-disposition': `attachment; filename="${safeFileName(`${doc.title}${path.extname(doc.filename)}`)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
