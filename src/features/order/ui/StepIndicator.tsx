import { useTranslations } from 'next-intl'

import { Icon } from '@/ui/Icon'

import { FUNNEL_STEPS, type FunnelStep } from '../steps'

/** Where the visitor is in the funnel; labels of other steps hide on phones, numbers stay. */
export function StepIndicator({ current }: { current: FunnelStep }) {
  const t = useTranslations('order.steps')
  const currentIndex = FUNNEL_STEPS.indexOf(current)
  return (
    <nav aria-label={t('label')} className="mb-8">
      <ol className="flex items-center gap-2 sm:gap-4">
        {FUNNEL_STEPS.map((step, index) => {
          const done = index < currentIndex
          const active = index === currentIndex
          return (
            <li key={step} className="flex flex-1 items-center gap-2" aria-current={active ? 'step' : undefined}>
              <span
                aria-hidden="true"
                className={`flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  active ? 'border-primary bg-primary text-on-primary' : done ? 'border-primary text-link' : 'border-line text-muted'
                }`}
              >
                {done ? <Icon icon="check" className="size-4" /> : index + 1}
              </span>
              <span className={`text-sm font-semibold ${active ? 'text-ink' : 'sr-only text-muted sm:not-sr-only'}`}>
                {t(step)}
                {done && <span className="sr-only"> ({t('completed')})</span>}
              </span>
              {index < FUNNEL_STEPS.length - 1 && <span aria-hidden="true" className="hidden h-0.5 flex-1 bg-line sm:block" />}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
