import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { hash, verify } from '@node-rs/argon2'
import { NextResponse } from 'next/server'

import { cms } from '@/cms/client'
import { safeFileName } from '@/features/forms/server'
import { translator, type Translate } from '@/i18n/translator'
import { requestCookie } from '@/lib/api/cookies'
import { tooMany } from '@/lib/api/edge'
import { ApiError, NotFoundError } from '@/lib/api/problem'
import { rateLimit } from '@/lib/api/rate-limits'
import { isProduction, partnerDocumentsDir, partnerSessionKey } from '@/lib/env'
import { logger } from '@/lib/logger'
import { countSignInFailure } from '@/lib/metrics'
import { createExpiringKeys } from '@/lib/expiring-keys'
import type { Locale } from '@/i18n/locales'

import { documentHref, WRONG_PASSWORD, type PartnerDocument } from './partner-area'
import { createSessionToken, isValidSessionToken, revocationOf, SESSION_COOKIE, SESSION_HOURS, SESSION_PATH } from './session'

/** Tokens of signed-out sessions, until they would have ended anyway: a copied cookie dies with the sign-out. */
const revoked = createExpiringKeys('partner-area:revoked')

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

async function hasSession(headers: Headers): Promise<boolean> {
  const token = requestCookie(headers, SESSION_COOKIE)
  const now = Date.now()
  if (!token || !isValidSessionToken(token, partnerSessionKey(), await passwordHash(), now)) return false
  const revocation = revocationOf(token, now)
  return revocation !== null && !(await revoked.has(revocation.key))
}

/** The edge's guard of the documents: a partner's session, else 401. */
export async function partnerOnly(headers: Headers, t: Translate): Promise<void> {
  if (!(await hasSession(headers))) throw new ApiError(401, t('partnerArea.signInFirst'))
}

/** POST /api/partner-area/session { password } → 204 with the session cookie, 401 wrong, 429 locked out. */
export async function signIn(password: string, { client, t }: { client: string; t: Translate }): Promise<Response> {
  // Taken before the password is checked, given back when it is right: only wrong ones count, and
  // of tries at once no more than the limit reach the check.
  const wrongPasswords = rateLimit('partner-area-wrong-password')
  const attempt = await wrongPasswords.consume(client)
  if (!attempt.allowed) throw tooMany(t, 'partnerArea.tooMany', attempt.retryAfterMs)
  const stored = await passwordHash()
  if (!(await isRightPassword(password, stored))) {
    logger.warn({ client }, 'partner area: wrong password')
    countSignInFailure('partner_area')
    throw new ApiError(401, t('partnerArea.wrongPassword'), { errors: { password: WRONG_PASSWORD } })
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
export async function signOut(headers: Headers): Promise<Response> {
  const token = requestCookie(headers, SESSION_COOKIE)
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

/** GET /api/partner-area/documents?locale= → the documents, newest first (a partner's session: the edge's guard). */
export async function listPartnerDocuments(locale: Locale): Promise<Response> {
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

/** GET /api/partner-area/documents/{id} → the file as an attachment (a partner's session: the edge's guard), 404 unknown. */
export async function downloadPartnerDocument(id: string, locale: Locale): Promise<Response> {
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
  if (!doc?.filename) throw new NotFoundError(translator(locale)('partnerArea.noDocument'))
  let bytes: Buffer
  try {
    bytes = await readFile(path.join(partnerDocumentsDir(), path.basename(doc.filename)))
  } catch (error) {
    logger.error({ err: error, document: doc.id }, 'partner document file missing')
    throw new NotFoundError(translator(locale)('partnerArea.noDocument'))
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
