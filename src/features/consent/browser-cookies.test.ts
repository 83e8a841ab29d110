import { describe, expect, it } from 'vitest'

import { cookieDomains, cookieWrites, parseCookies } from './browser-cookies'

describe('consent cookies in the browser', () => {
  it('reads document.cookie into names and decoded values', () => {
    expect(
      parseCookies('cookie_control_consent=true; cookie_control_enabled_cookies=cookie-by-default,google-tag-manager; x=%C3%A9; bad'),
    ).toEqual({
      cookie_control_consent: 'true',
      cookie_control_enabled_cookies: 'cookie-by-default,google-tag-manager',
      x: 'é',
    })
    expect(parseCookies('')).toEqual({})
  })

  it('writes a consent cookie for one year on the whole site, Secure on https', () => {
    const effect = {
      type: 'setCookie',
      name: 'cookie_control_consent',
      value: 'true',
      maxAgeSeconds: 31_536_000,
      path: '/',
      sameSite: 'Lax',
    } as const
    expect(cookieWrites(effect, { hostname: 'www.example.ch', secure: true })).toEqual([
      'cookie_control_consent=true; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    ])
    expect(cookieWrites(effect, { hostname: '127.0.0.1', secure: false })).toEqual([
      'cookie_control_consent=true; Max-Age=31536000; Path=/; SameSite=Lax',
    ])
  })

  it('deletes a declined cookie on the host and on each parent domain it may have been set on', () => {
    expect(cookieWrites({ type: 'deleteCookie', name: '_ga', path: '/' }, { hostname: 'www.example.ch', secure: true })).toEqual([
      '_ga=; Max-Age=0; Path=/',
      '_ga=; Max-Age=0; Path=/; Domain=www.example.ch',
      '_ga=; Max-Age=0; Path=/; Domain=example.ch',
    ])
    expect(cookieDomains('localhost')).toEqual([])
    expect(cookieDomains('127.0.0.1')).toEqual([])
  })
})
