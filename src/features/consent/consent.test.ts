import { describe, it, expect } from 'vitest'
import {
  CONSENT_GIVEN_SCRIPT,
  consentReducer,
  initialConsentState,
  isConsentBannerVisible,
  isOptionEnabled,
  type ConsentEffect,
} from './consent'

const ONE_YEAR = 31_536_000

function cookieWrites(effects: ConsentEffect[]) {
  return effects.filter((e) => e.type === 'setCookie')
}

describe('§4 Cookie consent', () => {
  it("'Cookie consent: not given to given, stored 1 year.'", () => {
    const before = initialConsentState()
    expect(before.given).toBe(false)
    expect(isConsentBannerVisible(before)).toBe(true)

    const { state, effects } = consentReducer(before, { type: 'declineAll' })
    expect(state.given).toBe(true)
    expect(isConsentBannerVisible(state)).toBe(false)
    expect(cookieWrites(effects)).toEqual([
      { type: 'setCookie', name: 'cookie_control_consent', value: 'true', maxAgeSeconds: ONE_YEAR, path: '/', sameSite: 'Lax' },
      {
        type: 'setCookie',
        name: 'cookie_control_enabled_cookies',
        value: 'cookie-by-default',
        maxAgeSeconds: ONE_YEAR,
        path: '/',
        sameSite: 'Lax',
      },
    ])
    expect(consentReducer(before, { type: 'acceptAll' }).state.given).toBe(true)
  })

  it("'Accepting the tag-manager option emits an activation event; declining removes that option's cookies.'", () => {
    const accepted = consentReducer(initialConsentState(), { type: 'save', enabled: ['google-tag-manager'] })
    expect(accepted.effects).toContainEqual({ type: 'activate', option: 'google-tag-manager' })
    expect(accepted.effects.some((e) => e.type === 'deleteCookie')).toBe(false)
    expect(isOptionEnabled(accepted.state, 'google-tag-manager')).toBe(true)
    expect(cookieWrites(accepted.effects)[1]?.value).toBe('cookie-by-default,google-tag-manager')

    // Accepting again does not start the tag manager a second time.
    const again = consentReducer(accepted.state, { type: 'acceptAll' })
    expect(again.effects.some((e) => e.type === 'activate')).toBe(false)

    const declined = consentReducer(accepted.state, {
      type: 'save',
      enabled: ['cookie-by-default'],
      presentCookies: ['_ga', '_ga_ABC123', '_gid', 'NEXT_LOCALE', 'cookie_control_consent'],
    })
    expect(declined.effects.some((e) => e.type === 'activate')).toBe(false)
    const deleted = declined.effects.flatMap((e) => (e.type === 'deleteCookie' ? [e.name] : []))
    expect(deleted).toEqual(expect.arrayContaining(['_ga', '_ga_ABC123', '_gid', '_gat', '_gcl_au']))
    expect(deleted).not.toContain('NEXT_LOCALE')
    expect(deleted).not.toContain('cookie_control_consent')
    expect(isOptionEnabled(declined.state, 'google-tag-manager')).toBe(false)
  })
})

describe('§3 Cookie consent', () => {
  it("'Cookie consent: necessary cookie 'cookie-by-default', optional 'google-tag-manager'; cookies cookie_control_consent and cookie_control_enabled_cookies.'", () => {
    // Stored consent is read back from the two cookies; the tag manager restarts on each visit.
    const restored = consentReducer(initialConsentState(), {
      type: 'restore',
      cookies: { cookie_control_consent: 'true', cookie_control_enabled_cookies: 'google-tag-manager,unknown' },
    })
    expect(restored.state).toEqual({ given: true, enabled: ['cookie-by-default', 'google-tag-manager'] })
    expect(restored.effects).toEqual([{ type: 'activate', option: 'google-tag-manager' }])

    const noConsent = consentReducer(restored.state, {
      type: 'restore',
      cookies: { cookie_control_enabled_cookies: 'google-tag-manager' },
    })
    expect(noConsent).toEqual({ state: initialConsentState(), effects: [] })

    // The necessary option cannot be left out.
    const saved = consentReducer(initialConsentState(), { type: 'save', enabled: [] })
    expect(saved.state.enabled).toEqual(['cookie-by-default'])
    expect(isOptionEnabled(saved.state, 'cookie-by-default')).toBe(true)
  })
})

describe('the inline script that hides the banner before hydration', () => {
  function run(cookie: string): boolean {
    const attributes = new Set<string>()
    const document = { cookie, documentElement: { setAttribute: (name: string) => attributes.add(name) } }
    new Function('document', CONSENT_GIVEN_SCRIPT)(document)
    return attributes.has('data-consent-given')
  }

  it('marks the page only when the visitor has decided (the consent cookie is true)', () => {
    expect(run('cookie_control_consent=true')).toBe(true)
    expect(run('NEXT_LOCALE=de; cookie_control_consent=true; _ga=1')).toBe(true)
    expect(run('')).toBe(false)
    expect(run('cookie_control_consent=false')).toBe(false)
    expect(run('my_cookie_control_consent=true')).toBe(false)
  })
})
