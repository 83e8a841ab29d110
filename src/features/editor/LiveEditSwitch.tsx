'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { useLiveEdit } from './use-live-edit'

/** A switch (role="switch"): the track and the knob; the knob moves right when on. */
export function SwitchTrack({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors duration-200 motion-reduce:transition-none ${on ? 'border-primary bg-primary' : 'border-muted bg-surface-alt'}`}
    >
      <span
        className={`inline-block size-5 rounded-full shadow transition-transform duration-200 motion-reduce:transition-none ${on ? 'translate-x-[1.3rem] bg-on-primary' : 'translate-x-0.5 bg-muted'}`}
      />
    </span>
  )
}

/**
 * §4/§6 live edit on the editor screen: a signed-in editor turns the drafts view of this browser on
 * or off. Visitors (no session) are told to sign in first.
 */
export function LiveEditSwitch() {
  const t = useTranslations('liveEdit')
  const { staff, enabled, busy, failed, toggle } = useLiveEdit()
  const descriptionId = useId()
  const errorId = useId()
  return (
    <section aria-labelledby={`${descriptionId}-title`} className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <div className="flex items-start justify-between gap-6">
        <div className="flex flex-col gap-1">
          <h2 id={`${descriptionId}-title`} className="text-lg font-semibold">
            {t('title')}
          </h2>
          <p id={descriptionId} className="max-w-[60ch] text-sm text-muted">
            {staff ? t('description') : t('signInFirst')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-describedby={failed ? `${descriptionId} ${errorId}` : descriptionId}
          disabled={!staff || busy}
          onClick={() => toggle()}
          className="inline-flex min-h-11 shrink-0 items-center gap-3 rounded-full px-2 font-semibold disabled:cursor-not-allowed disabled:opacity-45"
        >
          <span>{enabled ? t('on') : t('off')}</span>
          <SwitchTrack on={enabled} />
          <span className="sr-only">{t('title')}</span>
        </button>
      </div>
      {failed && (
        <p id={errorId} role="alert" className="mt-3 text-sm font-semibold text-[var(--color-danger)]">
          {t('error')}
        </p>
      )}
    </section>
  )
}
