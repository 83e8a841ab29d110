'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/ui/styles'
import { pushToDataLayer } from '@/features/tracking'
import { useEffectReducer } from '@/lib/use-effect-reducer'
import { Icon } from '@/ui/Icon'

import { cookieWrites, parseCookies } from './browser-cookies'
import {
  NECESSARY_OPTION,
  TAG_MANAGER_OPTION,
  consentReducer,
  initialConsentState,
  isConsentBannerVisible,
  isOptionEnabled,
  type ConsentAction,
  type ConsentEffect,
} from './consent'

/** A policy page of the site in the visitor's language, titled as in the CMS. */
export type PolicyLink = { url: string; title: string }

/** Sent by the footer's "cookie settings" button to open the choices again. */
const OPEN_CONSENT_SETTINGS = 'consent:open-settings'

function runEffect(effect: ConsentEffect, tagManagerScript: string | null) {
  if (effect.type !== 'activate') {
    const page = { hostname: window.location.hostname, secure: window.location.protocol === 'https:' }
    for (const write of cookieWrites(effect, page)) document.cookie = write
    return
  }
  // The tag manager's own start event; its script only comes when a container is configured.
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' })
  if (!tagManagerScript || [...document.scripts].some((script) => script.src === tagManagerScript)) return
  const script = document.createElement('script')
  script.async = true
  script.src = tagManagerScript
  document.head.append(script)
}

/**
 * §2/§4 cookie-consent banner: shown until the visitor decides (accept all, decline, or choose),
 * read back from the two consent cookies on each visit. Cached pages cannot know the visitor's
 * cookies: the server renders it for everyone, its buttons waiting for hydration.
 */
export function ConsentBanner({
  tagManagerScript,
  aboveActionBar,
  policies,
}: {
  /** The tag manager container's script URL, when one is configured. */
  tagManagerScript: string | null
  aboveActionBar: boolean
  /** The cookie policy and the privacy policy, read before deciding. */
  policies: readonly PolicyLink[]
}) {
  const t = useTranslations('consent')
  const titleId = useId()
  const [state, dispatch] = useEffectReducer(consentReducer, initialConsentState, (effect) => runEffect(effect, tagManagerScript))
  const [restored, setRestored] = useState(false)
  const [reopened, setReopened] = useState(false)
  const [choosing, setChoosing] = useState(false)
  const [tagManager, setTagManager] = useState(false)
  const panel = useRef<HTMLElement>(null)

  useEffect(() => {
    dispatch({ type: 'restore', cookies: parseCookies(document.cookie) })
    // Cookies exist only in the browser: the cached server render cannot know the visitor's choice.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(true)
  }, [dispatch])

  useEffect(() => {
    const open = () => {
      setTagManager(isOptionEnabled(state, TAG_MANAGER_OPTION))
      setChoosing(true)
      setReopened(true)
    }
    window.addEventListener(OPEN_CONSENT_SETTINGS, open)
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS, open)
  }, [state])

  // Reopened from the footer: move focus to the choices the visitor asked for.
  useEffect(() => {
    if (reopened) panel.current?.focus()
  }, [reopened])

  // Before hydration the cached page shows the banner to everyone (so it paints with the page, not a
  // second later); the inline CONSENT_GIVEN_SCRIPT hides it from those who decided already.
  if (restored && !isConsentBannerVisible(state) && !reopened) return null

  const decide = (action: Exclude<ConsentAction, { type: 'restore' }>) => {
    dispatch({ ...action, presentCookies: Object.keys(parseCookies(document.cookie)) })
    setReopened(false)
    setChoosing(false)
  }

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="consent-banner"
      data-consent-pending={restored ? undefined : ''}
      // Below 992 px it sits above the mobile action bar rather than on it.
      className={`bottom-bar fixed inset-x-0 z-50 p-3 focus:outline-none sm:p-4 ${aboveActionBar ? 'bottom-[calc(3.5rem+env(safe-area-inset-bottom))] [--bottom-bar-offset:calc(3.5rem+env(safe-area-inset-bottom))] lg:bottom-0 lg:[--bottom-bar-offset:0px]' : 'bottom-0'}`}
    >
      <div className="mx-auto max-h-[75dvh] max-w-3xl overflow-y-auto rounded-2xl border border-line bg-surface p-5 text-ink shadow-[0_8px_40px_rgba(0,0,0,0.25)] md:p-6">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
          <Icon icon="cookie" size={22} strokeWidth={1.75} className="text-link" />
          {t('title')}
        </h2>
        <p className="mt-2 text-[15px] leading-normal text-muted">{t('text')}</p>
        {policies.length > 0 && (
          <ul role="list" className="mt-2 flex flex-wrap gap-x-6 text-[15px]" data-testid="consent-policies">
            {policies.map((policy) => (
              <li key={policy.url}>
                <a href={policy.url} className="inline-flex min-h-11 items-center font-semibold text-link underline underline-offset-4">
                  {policy.title}
                </a>
              </li>
            ))}
          </ul>
        )}

        {choosing && (
          <fieldset className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
            <legend className="sr-only">{t('choices')}</legend>
            <label className="flex gap-3">
              <input
                type="checkbox"
                checked
                disabled
                className="mt-1 size-5 shrink-0 accent-[var(--color-primary)]"
                value={NECESSARY_OPTION}
              />
              <span>
                <span className="block font-semibold">{t('necessary')}</span>
                <span className="block text-sm text-muted">{t('necessaryText')}</span>
              </span>
            </label>
            <label className="flex cursor-pointer gap-3">
              <input
                type="checkbox"
                checked={tagManager}
                onChange={(event) => setTagManager(event.target.checked)}
                className="mt-1 size-5 shrink-0 accent-[var(--color-primary)]"
                value={TAG_MANAGER_OPTION}
              />
              <span>
                <span className="block font-semibold">{t('tagManager')}</span>
                <span className="block text-sm text-muted">{t('tagManagerText')}</span>
              </span>
            </label>
          </fieldset>
        )}

        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <button type="button" className={BUTTON_PRIMARY} disabled={!restored} onClick={() => decide({ type: 'acceptAll' })}>
            {t('acceptAll')}
          </button>
          <button type="button" className={BUTTON_SECONDARY} disabled={!restored} onClick={() => decide({ type: 'declineAll' })}>
            {t('declineAll')}
          </button>
          {choosing ? (
            <button
              type="button"
              className={BUTTON_SECONDARY}
              onClick={() => decide({ type: 'save', enabled: tagManager ? [NECESSARY_OPTION, TAG_MANAGER_OPTION] : [NECESSARY_OPTION] })}
            >
              {t('save')}
            </button>
          ) : (
            <button
              type="button"
              className="inline-flex min-h-11 items-center justify-center rounded px-2 font-semibold text-link underline underline-offset-4 disabled:opacity-45 sm:ml-auto"
              disabled={!restored}
              onClick={() => setChoosing(true)}
            >
              {t('customise')}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}

/** Footer button that opens the cookie choices again (consent can be withdrawn at any time). */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('consent')
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS))}>
      {t('settings')}
    </button>
  )
}
