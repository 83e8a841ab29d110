/**
 * Cookie consent (§3, §4, §9). The reducer never touches `document`: it returns the cookie
 * writes, cookie deletions and activation events to perform as data, so it runs the same on the
 * server (reading request cookies) and in the browser.
 */

export const NECESSARY_OPTION = 'cookie-by-default'

export const TAG_MANAGER_OPTION = 'google-tag-manager'

type OptionalConsentOption = typeof TAG_MANAGER_OPTION
export type ConsentOption = typeof NECESSARY_OPTION | OptionalConsentOption

/** Config order: the order ids are written into the enabled-cookies cookie. */
const CONSENT_OPTIONS: readonly ConsentOption[] = [NECESSARY_OPTION, TAG_MANAGER_OPTION]
const OPTIONAL_CONSENT_OPTIONS: readonly OptionalConsentOption[] = [TAG_MANAGER_OPTION]

const CONSENT_COOKIE = 'cookie_control_consent'
const ENABLED_COOKIES_COOKIE = 'cookie_control_enabled_cookies'

/** §9: consent cookie lifetime 1 year. */
const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * Cookies each optional option may leave behind, removed when it is declined. The spec does not
 * list them; these are the Google Analytics/Ads cookies a tag-manager container sets. A trailing
 * '*' matches by prefix (GA4 appends the measurement id), among the cookies the caller says exist.
 */
const OPTION_COOKIES: Readonly<Record<OptionalConsentOption, readonly string[]>> = {
  [TAG_MANAGER_OPTION]: ['_ga', '_ga_*', '_gid', '_gat', '_gat_*', '_gcl_au'],
}

export interface ConsentState {
  given: boolean
  /** Always holds the necessary option; optional ones only once accepted. */
  enabled: ConsentOption[]
}

export type ConsentEffect =
  | { type: 'setCookie'; name: string; value: string; maxAgeSeconds: number; path: '/'; sameSite: 'Lax' }
  | { type: 'deleteCookie'; name: string; path: '/' }
  /** The activation event of an accepted option (e.g. start the tag manager). */
  | { type: 'activate'; option: OptionalConsentOption }

/** Names of the cookies present now, so prefix patterns can be resolved without `document`. */
type PresentCookies = { presentCookies?: readonly string[] }

export type ConsentAction =
  | { type: 'restore'; cookies: Readonly<Record<string, string | undefined>> }
  | ({ type: 'acceptAll' } & PresentCookies)
  | ({ type: 'declineAll' } & PresentCookies)
  | ({ type: 'save'; enabled: readonly ConsentOption[] } & PresentCookies)

export interface ConsentTransition {
  state: ConsentState
  effects: ConsentEffect[]
}

export function initialConsentState(): ConsentState {
  return { given: false, enabled: [NECESSARY_OPTION] }
}

/**
 * Set on `<html>` before the first paint when the visitor has decided, so that the banner the cached
 * page carries for everyone stays hidden for them until React takes over.
 */
const CONSENT_GIVEN_ATTRIBUTE = 'data-consent-given'

/** The inline script that sets it: it must run before paint, so it is the page's only inline script. */
export const CONSENT_GIVEN_SCRIPT = `/(?:^|;\\s*)${CONSENT_COOKIE}=true(?:;|$)/.test(document.cookie)&&document.documentElement.setAttribute('${CONSENT_GIVEN_ATTRIBUTE}','')`

export function isConsentBannerVisible(state: ConsentState): boolean {
  return !state.given
}

export function isOptionEnabled(state: ConsentState, option: ConsentOption): boolean {
  return state.given && state.enabled.includes(option)
}

function isConsentOption(value: string): value is ConsentOption {
  return (CONSENT_OPTIONS as readonly string[]).includes(value)
}

/** Necessary first, config order, no duplicates, unknown ids dropped. */
function normaliseEnabled(options: Iterable<string>): ConsentOption[] {
  const wanted = new Set<string>(options)
  return CONSENT_OPTIONS.filter((option) => option === NECESSARY_OPTION || wanted.has(option))
}

function parseEnabledCookies(value: string | undefined): ConsentOption[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(isConsentOption)
  return normaliseEnabled(ids)
}

function setCookie(name: string, value: string): ConsentEffect {
  return { type: 'setCookie', name, value, maxAgeSeconds: CONSENT_MAX_AGE_SECONDS, path: '/', sameSite: 'Lax' }
}

function cookiesOf(option: OptionalConsentOption, presentCookies: readonly string[]): string[] {
  const names = new Set<string>()
  for (const pattern of OPTION_COOKIES[option]) {
    if (pattern.endsWith('*')) {
      const prefix = pattern.slice(0, -1)
      for (const name of presentCookies) if (name.startsWith(prefix)) names.add(name)
    } else {
      names.add(pattern)
    }
  }
  return [...names]
}

function give(state: ConsentState, requested: Iterable<string>, presentCookies: readonly string[]): ConsentTransition {
  const enabled = normaliseEnabled(requested)
  const effects: ConsentEffect[] = [setCookie(CONSENT_COOKIE, 'true'), setCookie(ENABLED_COOKIES_COOKIE, enabled.join(','))]
  for (const option of OPTIONAL_CONSENT_OPTIONS) {
    if (enabled.includes(option)) {
      // Only on the change: the option is already running when it was enabled before.
      if (!isOptionEnabled(state, option)) effects.push({ type: 'activate', option })
    } else {
      for (const name of cookiesOf(option, presentCookies)) effects.push({ type: 'deleteCookie', name, path: '/' })
    }
  }
  return { state: { given: true, enabled }, effects }
}

export function consentReducer(state: ConsentState, action: ConsentAction): ConsentTransition {
  switch (action.type) {
    case 'restore': {
      if (action.cookies[CONSENT_COOKIE] !== 'true') return { state: initialConsentState(), effects: [] }
      const enabled = parseEnabledCookies(action.cookies[ENABLED_COOKIES_COOKIE])
      // Options accepted on an earlier visit must be started again on this page load.
      const effects: ConsentEffect[] = OPTIONAL_CONSENT_OPTIONS.filter((option) => enabled.includes(option)).map((option) => ({
        type: 'activate',
        option,
      }))
      return { state: { given: true, enabled }, effects }
    }
    case 'acceptAll':
      return give(state, CONSENT_OPTIONS, action.presentCookies ?? [])
    case 'declineAll':
      return give(state, [NECESSARY_OPTION], action.presentCookies ?? [])
    case 'save':
      return give(state, action.enabled, action.presentCookies ?? [])
  }
}
