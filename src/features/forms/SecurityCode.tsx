'use client'

import type { AltchaWidgetElement } from 'altcha'
import type {} from 'altcha/types/react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { FieldError } from '@/ui/Field'
import { whenWanted } from '@/ui/islands/triggers'

import { SUBMISSION_PARTS } from './form-definition'

type SecurityCodeState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code'

interface Props {
  onStateChange?: (state: SecurityCodeState) => void
  /** The server refused the code; shown under the widget, which computes a new one. */
  error?: string | undefined
}

/** How long a send waits for the widget's script before it reports a missing code. */
const WIDGET_LOAD_TIMEOUT_MS = 10_000

/** The widget's methods exist once its script has loaded and it has mounted (its `load` event). */
async function mountedWidget(form: HTMLFormElement): Promise<AltchaWidgetElement | null> {
  const widget = form.querySelector<AltchaWidgetElement>('altcha-widget')
  if (!widget) return null
  if (typeof widget.verify === 'function') return widget
  await new Promise((resolve) => {
    widget.addEventListener('load', resolve, { once: true })
    setTimeout(resolve, WIDGET_LOAD_TIMEOUT_MS)
  })
  return typeof widget.verify === 'function' ? widget : null
}

/**
 * The solved security code of a form. A visitor who sends before it is ready (it is computed from
 * the first focus in the form) waits for it instead of being told to tick a box.
 */
export async function solvedSecurityCode(form: HTMLFormElement | null): Promise<string | null> {
  if (!form) return null
  const value = new FormData(form).get(SUBMISSION_PARTS.challenge)
  if (typeof value === 'string' && value !== '') return value
  const widget = await mountedWidget(form)
  if (!widget) return null
  // The widget writes its hidden field after its events; the code is taken from the events.
  if (String(widget.getState()) !== 'verifying') return (await widget.verify().catch(() => null))?.payload ?? null
  return new Promise<string | null>((resolve) => {
    const settled = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail
      if (state === 'verifying') return
      widget.removeEventListener('statechange', settled)
      resolve(state === 'verified' ? payload : null)
    }
    widget.addEventListener('statechange', settled)
  })
}

/** Everything the widget would otherwise link to or collect: the logo and footer point to altcha.org. */
const CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true, humanInteractionSignature: false })

/**
 * The forms' security code (§5): a proof of work the browser computes from /api/forms/challenge
 * while the visitor fills the form (or when the checkbox is ticked), submitted as the `altcha`
 * field. Script, styles and workers come from our own bundle; nothing is loaded from elsewhere.
 */
export function SecurityCode({ onStateChange, error }: Props) {
  const t = useTranslations('forms.securityCode')
  const locale = useLocale()
  const widget = useRef<AltchaWidgetElement>(null)
  const errorId = useId()
  const onStateChangeRef = useRef(onStateChange)
  const [wanted, setWanted] = useState(false)
  // The widget's texts in the page's language: label (beside the checkbox, its accessible name), the
  // states, and the failure to compute or fetch a code.
  const [label, verifying, verified, failed, expired] = [t('label'), t('verifying'), t('verified'), t('error'), t('expired')]

  useEffect(() => {
    onStateChangeRef.current = onStateChange
  })

  // The widget's script (35 KB gzip, a long task to start on a phone) loads when the visitor comes
  // near the widget or starts on its form, not with the page; its place is kept meanwhile (site.css).
  useEffect(() => {
    const element = widget.current
    if (!element) return
    if (element.closest('form')?.contains(document.activeElement)) return setWanted(true)
    return whenWanted(element, () => setWanted(true), element.closest('form') ?? element)
  }, [])

  // The web component registers itself on import, so only ever in the browser.
  useEffect(() => {
    if (!wanted) return
    let current = true
    void import('altcha').then(() => {
      if (!current) return
      // The widget looks its texts up by language; ours replace the bundled English ones.
      $altcha.i18n.set(locale, { ...$altcha.i18n.get('en'), label, verifying, verified, error: failed, expired })
    })
    return () => {
      current = false
    }
  }, [wanted, locale, label, verifying, verified, failed, expired])

  useEffect(() => {
    const element = widget.current
    if (!element) return
    let state = 'unverified' as SecurityCodeState
    let previous = state
    const onState = (event: Event) => {
      previous = state
      state = (event as CustomEvent<{ state: SecurityCodeState }>).detail.state
      onStateChangeRef.current?.(state)
    }
    // A solved code dies with its challenge: a fresh one is computed rather than leaving a dead one in
    // the form. Only after a success: a device whose clock runs ahead sees each new challenge expire
    // at once, and would otherwise fetch them in a loop.
    const onExpired = () => {
      if (previous === 'verified') void element.verify()
    }
    // The widget solves on the first focus in its form; a visitor who was already typing before its
    // script arrived gets it solved now.
    const onLoad = () => {
      if (element.closest('form')?.contains(document.activeElement) && String(element.getState()) === 'unverified') void element.verify()
    }
    element.addEventListener('statechange', onState)
    element.addEventListener('expired', onExpired)
    element.addEventListener('load', onLoad)
    return () => {
      element.removeEventListener('statechange', onState)
      element.removeEventListener('expired', onExpired)
      element.removeEventListener('load', onLoad)
    }
  }, [])

  useEffect(() => {
    const checkbox = widget.current?.querySelector('input[type="checkbox"]')
    if (!checkbox) return
    if (!error) {
      checkbox.removeAttribute('aria-invalid')
      checkbox.removeAttribute('aria-describedby')
      return
    }
    checkbox.setAttribute('aria-invalid', 'true')
    checkbox.setAttribute('aria-describedby', errorId)
    // A refused code is spent (or was never there): the next submission needs a new one.
    // Methods appear only once the widget's script has loaded.
    const element = widget.current
    if (typeof element?.verify === 'function' && String(element.getState()) !== 'verifying') void element.verify()
  }, [error, errorId])

  return (
    <div data-security-code="">
      <altcha-widget
        ref={widget}
        challenge="/api/forms/challenge"
        name={SUBMISSION_PARTS.challenge}
        auto="onfocus"
        language={locale}
        configuration={CONFIGURATION}
        data-label={label}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}
