import 'server-only'

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/lib/env'

/**
 * "Once per visitor per survey" without a login: the browser keeps a random visitor id in a signed,
 * HttpOnly cookie; the server stores with each answer a keyed hash of that id and the survey, never
 * the id, so the answers cannot be tied back to a browser from the database alone.
 */
const VISITOR_COOKIE = 'survey_visitor'
/** Only the survey's own submissions carry it. */
const VISITOR_COOKIE_PATH = '/api/forms/satisfaction'
const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

const key = (purpose: string) => createHmac('sha256', payloadSecret()).update(`survey-visitor:${purpose}`).digest()

const sign = (id: string) => createHmac('sha256', key('cookie')).update(id).digest('base64url')

const ID = /^[A-Za-z0-9_-]{22}$/

/** The visitor id of a well-signed cookie, else null (missing, forged or tampered with). */
export function visitorFromCookie(cookieHeader: string | null): string | null {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${VISITOR_COOKIE}=`))
    ?.slice(VISITOR_COOKIE.length + 1)
  const [id, signature] = value?.split('.') ?? []
  if (!id || !signature || !ID.test(id)) return null
  const expected = Buffer.from(sign(id))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}

export function newVisitor(): string {
  return randomBytes(16).toString('base64url')
}

/** What is stored with an answer: the same visitor gets another hash for each survey. */
export function visitorHash(visitor: string, survey: number): string {
  return createHmac('sha256', key('answer')).update(`${survey}:${visitor}`).digest('hex')
}

/** The Set-Cookie of a visitor id; Secure whenever the site is served over https. */
export function visitorCookie(visitor: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${visitor}.${sign(visitor)}; Max-Age=${VISITOR_COOKIE_MAX_AGE}; Path=${VISITOR_COOKIE_PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
