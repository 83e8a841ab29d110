import { afterEach, describe, expect, it, vi } from 'vitest'

import { signedToken } from '@/lib/signed-token'

import { isTrackingToken, linkedTrackingPath, trackingLinkState, trackingPath } from './links.server'

const DAY = 24 * 60 * 60_000
const ordered = new Date('2026-11-01T10:00:00Z')
const tokenOf = (path: string) => new URL(path, 'https://a.localhost').searchParams.get('token') ?? ''

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('an order’s signed link', () => {
  it('opens its order for 30 days from its issue, then is expired', () => {
    const token = tokenOf(trackingPath('fr', 'CMD-2026-K7QF3XMP', ordered))
    expect(trackingLinkState('CMD-2026-K7QF3XMP', token, new Date(ordered.getTime() + 30 * DAY))).toBe('valid')
    expect(trackingLinkState('CMD-2026-K7QF3XMP', token, new Date(ordered.getTime() + 30 * DAY + 1000))).toBe('expired')
    expect(isTrackingToken('CMD-2026-K7QF3XMP', token, new Date(ordered.getTime() + 31 * DAY))).toBe(false)
  })

  it('follows ORDER_LINK_LIFETIME_DAYS, for the links already mailed too', () => {
    const token = tokenOf(trackingPath('fr', 'CMD-2026-K7QF3XMP', ordered))
    vi.stubEnv('ORDER_LINK_LIFETIME_DAYS', '7')
    expect(trackingLinkState('CMD-2026-K7QF3XMP', token, new Date(ordered.getTime() + 6 * DAY))).toBe('valid')
    expect(trackingLinkState('CMD-2026-K7QF3XMP', token, new Date(ordered.getTime() + 8 * DAY))).toBe('expired')
  })

  it('a link mailed before links expired (the reference alone signed) is expired, not unknown', () => {
    expect(trackingLinkState('CMD-2026-000123', signedToken('order-tracking', 'CMD-2026-000123'))).toBe('expired')
  })

  it('is not ours with another reference, a changed issue time or a forged token', () => {
    const token = tokenOf(trackingPath('fr', 'CMD-2026-K7QF3XMP', ordered))
    const [issued, mac] = [token.slice(0, token.indexOf('-')), token.slice(token.indexOf('-') + 1)]
    const later = (parseInt(issued, 36) + 40 * 24 * 3600).toString(36)
    expect(trackingLinkState('CMD-2026-K7QF3XMQ', token, ordered)).toBe('invalid')
    expect(trackingLinkState('CMD-2026-K7QF3XMP', `${later}-${mac}`, ordered)).toBe('invalid')
    expect(trackingLinkState('CMD-2026-K7QF3XMP', 'forged', ordered)).toBe('invalid')
    expect(trackingLinkState('CMD-2026-K7QF3XMP', '', ordered)).toBe('invalid')
  })

  it('keeps its token in another language', () => {
    const path = trackingPath('fr', 'CMD-2026-K7QF3XMP', ordered)
    const german = linkedTrackingPath('de', 'CMD-2026-K7QF3XMP', tokenOf(path))
    expect(german).toMatch(/^\/de\/[^?]+\?ref=CMD-2026-K7QF3XMP&token=/)
    expect(tokenOf(german)).toBe(tokenOf(path))
  })
})
