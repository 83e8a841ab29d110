import type { ReactNode } from 'react'

import { LABEL } from './styles'
import { Icon } from '@/ui/Icon'

/** Label above, the control, help text, then the error in the danger colour with an icon. */
export function Field(props: {
  id: string
  label: ReactNode
  help?: string | undefined
  error?: string | undefined
  className?: string
  children: ReactNode
}) {
  const { id, label, help, error, className, children } = props
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-muted">
          {help}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-[var(--color-danger)]">
      <Icon icon="circle-alert" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  )
}

/** The ids of a control's help and error texts, for aria-describedby. */
export function describedBy(id: string, help: string | undefined, error: string | undefined): string | undefined {
  const ids = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter((value) => value !== null)
  return ids.length > 0 ? ids.join(' ') : undefined
}
