'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useState, type FormEvent } from 'react'

import { Icon } from '@/ui/Icon'
import { BUTTON_PRIMARY, BUTTON_SECONDARY, ERROR_NOTICE, PANEL } from '@/ui/styles'
import { useFocusAfterRender } from '@/ui/use-focus-after-render'

import { loadAppointment, submitAppointment, type AppointmentAnswer } from './actions'
import { slotKey, type Slot } from './slots'
import { formatHalfDayHours, formatSlotDay } from './times'
import type { AppointmentView } from './view'

const SLOT_CARD =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-line bg-surface px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-surface-alt has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-[var(--color-accent)]'

type Outcome = { kind: 'done'; change: 'booked' | 'moved' | 'cancelled' } | { kind: 'error'; message: string } | null

interface Props {
  reference: string
  token: string
  /** Rendered by the order's page; the funnel's confirmation loads it. */
  initial?: AppointmentView | null
}

/** Days in order, each with its free half-days: one row per day in the chooser. */
function byDay(slots: readonly Slot[]): [string, Slot[]][] {
  const days = new Map<string, Slot[]>()
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot])
  return [...days]
}

/**
 * The installation appointment of an order, through its signed link: the next free half-days as
 * radio buttons (arrow keys move between them), the booked appointment with its move and cancel
 * up to 48 hours before, and the server's answer in a live region.
 */
export function AppointmentChooser({ reference, token, initial }: Props) {
  const t = useTranslations('appointments')
  const locale = useLocale()
  const id = useId()
  const [view, setView] = useState<AppointmentView | null | undefined>(initial)
  const [choice, setChoice] = useState('')
  const [moving, setMoving] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [notice, focusNotice] = useFocusAfterRender<HTMLDivElement>()
  const router = useRouter()

  useEffect(() => {
    if (initial !== undefined) return
    let current = true
    loadAppointment({ reference, token }).then(
      (loaded) => current && setView(loaded),
      () => current && setView(null),
    )
    return () => {
      current = false
    }
  }, [initial, reference, token])

  if (view === undefined) return <p className="text-muted">{t('loading')}</p>
  if (view === null || (!view.open && !view.appointment)) return null

  const answered = (answer: AppointmentAnswer, change: 'booked' | 'moved' | 'cancelled') => {
    setBusy(false)
    if (answer.view) setView(answer.view)
    setOutcome(answer.ok ? { kind: 'done', change } : { kind: 'error', message: t(`errors.${answer.error}`) })
    if (answer.ok) {
      setMoving(false)
      setChoice('')
      // The order's page shows the status the change gave the order; the funnel has none to show.
      if (initial !== undefined) router.refresh()
    }
    focusNotice()
  }
  const failed = () => {
    setBusy(false)
    setOutcome({ kind: 'error', message: t('errors.failed') })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const slot = view.slots.find((candidate) => slotKey(candidate) === choice)
    if (!slot) {
      setOutcome({ kind: 'error', message: t('chooseSlot') })
      focusNotice()
      return
    }
    const action = view.appointment ? 'move' : 'book'
    setBusy(true)
    setOutcome(null)
    submitAppointment({ action, reference, token, slot }).then((answer) => answered(answer, action === 'book' ? 'booked' : 'moved'), failed)
  }
  const cancel = () => {
    setBusy(true)
    setOutcome(null)
    submitAppointment({ action: 'cancel', reference, token }).then((answer) => answered(answer, 'cancelled'), failed)
  }

  const halfLabel = (slot: Slot) => t('slot', { half: t(`half.${slot.half}`), hours: formatHalfDayHours(slot.half) })
  const { appointment } = view
  const choosing = view.open && (!appointment || (appointment.changeable && moving))

  return (
    <section className={`${PANEL} flex flex-col gap-4`} aria-labelledby={`${id}-title`} data-testid="appointment">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold">
        <Icon icon="calendar-check" className="size-6 shrink-0 text-primary" />
        {t('title')}
      </h2>
      <div ref={notice} tabIndex={-1} role="status" className="empty:hidden focus:outline-none">
        {outcome?.kind === 'done' && (
          <p className="flex items-start gap-2 font-medium text-[var(--color-success)]" data-testid="appointment-outcome">
            <Icon icon="circle-check" className="mt-0.5 size-5 shrink-0" />
            {t(`done.${outcome.change}`)}
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p className={ERROR_NOTICE} data-testid="appointment-error">
            <Icon icon="circle-alert" className="mt-0.5 size-5 shrink-0" />
            {outcome.message}
          </p>
        )}
      </div>
      {appointment && (
        <div
          className="flex flex-col gap-3"
          data-testid="appointment-booked"
          data-day={appointment.day}
          data-half={appointment.half}
          data-closed={view.closed ?? undefined}
        >
          <p className="text-lg font-semibold">
            {t(view.closed ? `history.${view.closed}` : 'current', {
              date: formatSlotDay(appointment.day, locale),
              half: t(`half.${appointment.half}`),
              hours: formatHalfDayHours(appointment.half),
            })}
          </p>
          {/* An installed or cancelled order's appointment is history: no rule, nothing to change. */}
          {!view.closed && (
            <p className={appointment.changeable ? 'text-muted' : 'font-medium'} data-testid="appointment-rule">
              {appointment.changeable ? t('changeUntil') : t('tooLate')}
            </p>
          )}
          {appointment.changeable && !moving && (
            <div className="flex flex-wrap gap-3">
              <button type="button" className={BUTTON_PRIMARY} disabled={busy} onClick={() => setMoving(true)}>
                {t('move')}
              </button>
              <button type="button" className={BUTTON_SECONDARY} disabled={busy} onClick={cancel}>
                {t('cancel')}
              </button>
            </div>
          )}
        </div>
      )}
      {choosing &&
        (view.slots.length === 0 ? (
          <p data-testid="appointment-none">{t('noSlots')}</p>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            {!appointment && <p>{t('intro')}</p>}
            <fieldset>
              <legend className="mb-3 font-semibold">{appointment ? t('moveLegend') : t('legend')}</legend>
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {byDay(view.slots).map(([day, slots]) => (
                  <li key={day} className="flex flex-col gap-2">
                    <span className="text-sm font-semibold" aria-hidden="true">
                      {formatSlotDay(day, locale)}
                    </span>
                    {slots.map((slot) => (
                      <label key={slotKey(slot)} className={SLOT_CARD}>
                        <input
                          type="radio"
                          name={`${id}-slot`}
                          value={slotKey(slot)}
                          checked={choice === slotKey(slot)}
                          onChange={() => setChoice(slotKey(slot))}
                          aria-label={`${formatSlotDay(day, locale)}, ${halfLabel(slot)}`}
                          className="size-5 accent-[var(--color-primary)]"
                        />
                        <span className="flex flex-col leading-tight">
                          <span className="font-medium">{t(`half.${slot.half}`)}</span>
                          <span className="text-sm text-muted">{formatHalfDayHours(slot.half)}</span>
                        </span>
                      </label>
                    ))}
                  </li>
                ))}
              </ul>
            </fieldset>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
                {busy ? t('working') : appointment ? t('confirmMove') : t('book')}
              </button>
              {appointment && (
                <button type="button" className={BUTTON_SECONDARY} disabled={busy} onClick={() => setMoving(false)}>
                  {t('keep')}
                </button>
              )}
            </div>
          </form>
        ))}
    </section>
  )
}
