import { describe, expect, it } from 'vitest'

import { newVisitor, visitorCookie, visitorFromCookie, visitorHash } from './visitor.server'

const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? ''

describe('survey visitor cookie', () => {
  it('gives back the id of a cookie it signed, HttpOnly and limited to the survey submissions', () => {
    const visitor = newVisitor()
    const setCookie = visitorCookie(visitor, true)
    expect(setCookie).toMatch(/; Path=\/api\/forms\/satisfaction; HttpOnly; SameSite=Lax; Secure$/)
    expect(visitorCookie(visitor, false)).not.toContain('Secure')
    expect(visitorFromCookie(`consent=1; ${cookieOf(setCookie)}`)).toBe(visitor)
  })

  it('refuses a forged, tampered or missing cookie', () => {
    const visitor = newVisitor()
    const [, signature] = cookieOf(visitorCookie(visitor, false)).split('.')
    expect(visitorFromCookie(`survey_visitor=${newVisitor()}.${signature}`)).toBeNull()
    expect(visitorFromCookie(`survey_visitor=${visitor}.AAAA`)).toBeNull()
    expect(visitorFromCookie(`survey_visitor=${visitor}`)).toBeNull()
    expect(visitorFromCookie(null)).toBeNull()
  })

  it('stores a hash that differs per survey and never contains the id', () => {
    const visitor = newVisitor()
    expect(visitorHash(visitor, 1)).toBe(visitorHash(visitor, 1))
    expect(visitorHash(visitor, 1)).not.toBe(visitorHash(visitor, 2))
    expect(visitorHash(visitor, 1)).not.toContain(visitor)
  })
})
