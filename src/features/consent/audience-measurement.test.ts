import { describe, expect, it } from 'vitest'

import { hasAudienceMeasurementConsent } from './audience-measurement'

describe('audience measurement consent', () => {
  it.each([
    ['', false],
    ['cookie_control_consent=true; cookie_control_enabled_cookies=cookie-by-default', false],
    ['cookie_control_consent=true; cookie_control_enabled_cookies=cookie-by-default%2Cgoogle-tag-manager', true],
    ['cookie_control_consent=true; cookie_control_enabled_cookies=cookie-by-default,google-tag-manager', true],
    ['cookie_control_enabled_cookies=cookie-by-default,google-tag-manager', false],
    ['cookie_control_consent=false; cookie_control_enabled_cookies=google-tag-manager', false],
  ])('%j → %s', (cookies, accepted) => {
    expect(hasAudienceMeasurementConsent(cookies)).toBe(accepted)
  })
})
