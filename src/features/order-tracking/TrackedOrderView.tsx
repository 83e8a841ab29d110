import 'server-only'

import { getTranslations } from 'next-intl/server'

import { QuoteSummary } from '@/features/catalogue'
import { formatDate } from '@/lib/formats'
import { Icon } from '@/ui/Icon'
import { PANEL } from '@/ui/styles'

import { nextStepKey, statusLabelKey, timeline, type TimelineStep } from './status-flow'
import type { TrackedOrder } from './tracked-order.server'

const STEP_ICON = { done: 'check', current: 'circle-dot', upcoming: 'circle' } as const

function StepMark({ step }: { step: TimelineStep }) {
  const mark = step.status === 'cancelled' ? 'ban' : STEP_ICON[step.state]
  const tone =
    step.status === 'cancelled'
      ? 'border-[var(--color-danger)] bg-surface text-[var(--color-danger)]'
      : step.state === 'upcoming'
        ? 'border-line bg-surface text-muted'
        : 'border-primary bg-primary text-on-primary'
  return (
    <span className={`relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 ${tone}`}>
      <Icon icon={mark} className="size-4" />
    </span>
  )
}

/** The order's page: where it stands on its course, with dates, what comes next, and what was ordered. */
export async function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const t = await getTranslations()
  const steps = timeline(order, order.history)
  const label = (status: TimelineStep['status']) => t(statusLabelKey(status, order.needsInstallation))
  return (
    <div
      className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start"
      data-testid="tracked-order"
      data-status={order.status}
    >
      <section className={`${PANEL} flex flex-col gap-6`} aria-labelledby="order-course-title">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted">
            {t('orderTracking.orderedOn', { date: formatDate(order.orderedAt) })} · {order.locality}
            {order.network && ` · ${t('orderTracking.network', { name: order.network })}`}
          </p>
          <h2 id="order-course-title" className="text-2xl font-bold">
            {t('orderTracking.current', { status: label(order.status) })}
          </h2>
        </div>
        <ol className="flex flex-col" aria-label={t('orderTracking.timeline')}>
          {steps.map((step, index) => (
            <li
              key={step.status}
              className="relative flex gap-4 pb-6 last:pb-0"
              data-testid="timeline-step"
              data-state={step.state}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              {index < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`absolute top-8 bottom-0 left-[15px] w-0.5 ${steps[index + 1]?.state === 'upcoming' ? 'bg-line' : 'bg-primary'}`}
                />
              )}
              <StepMark step={step} />
              <div className="flex flex-col pt-1">
                <span className={step.state === 'upcoming' ? 'text-muted' : 'font-semibold'}>{label(step.status)}</span>
                <span className="text-sm text-muted">
                  {step.at ? (
                    <time dateTime={step.at}>{formatDate(step.at, 'd.m.Y H:i')}</time>
                  ) : (
                    t(`orderTracking.stepState.${step.state}`)
                  )}
                </span>
              </div>
            </li>
          ))}
        </ol>
        <div className="rounded-xl bg-surface-alt p-4" data-testid="next-step">
          <h3 className="font-bold">{t('orderTracking.nextTitle')}</h3>
          <p className="mt-1">{t(nextStepKey(order))}</p>
        </div>
      </section>
      <QuoteSummary quote={order.quote} />
    </div>
  )
}
