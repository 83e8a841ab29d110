'use client'

import { useFormContext } from 'react-hook-form'

import { LabelText, useFieldError } from '@/features/forms/components'
import { FieldError } from '@/ui/Field'
import { LABEL } from '@/ui/styles'

import { scaleMarks, type ScaleKind } from './survey'

/**
 * A 1–5 or 0–10 scale: native radios (arrow keys move between marks) drawn as a row of marks, with
 * what its ends mean under it.
 */
export function ScaleField({
  name,
  label,
  kind,
  required,
  ends,
}: {
  name: string
  label: string
  kind: ScaleKind
  required: boolean
  ends: [string, string]
}) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = `form-${name}`
  const marks = scaleMarks(kind)
  return (
    <fieldset role="radiogroup" aria-invalid={error ? true : undefined} aria-describedby={`${id}-ends${error ? ` ${id}-error` : ''}`}>
      <legend className={LABEL}>
        <LabelText label={label} required={required} />
      </legend>
      <div className={`mt-2 grid gap-1.5 sm:gap-2 ${marks.length > 5 ? 'grid-cols-6 sm:grid-cols-11' : 'grid-cols-5'}`}>
        {marks.map((mark) => (
          <label key={mark} className="relative">
            <input type="radio" value={String(mark)} className="peer sr-only" {...register(name)} />
            <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-line bg-surface text-base font-semibold tabular-nums transition-colors duration-200 hover:border-primary peer-checked:border-primary peer-checked:bg-primary peer-checked:text-on-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--color-primary)] motion-reduce:transition-none">
              {mark}
            </span>
          </label>
        ))}
      </div>
      <p id={`${id}-ends`} className="mt-2 flex justify-between gap-4 text-sm text-muted">
        <span>
          {marks[0]} = {ends[0]}
        </span>
        <span className="text-right">
          {marks.at(-1)} = {ends[1]}
        </span>
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}
