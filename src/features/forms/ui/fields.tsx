'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { get, useFormContext, useWatch, type UseFormRegisterReturn } from 'react-hook-form'

import { formatFileSize } from '@/lib/formats'
import { describedBy, Field, FieldError } from '@/ui/Field'
import { BUTTON_SECONDARY, INPUT, LABEL } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

import { translateFormMessage } from '@/lib/form-message'

/** The translated error of a field path, from react-hook-form's state. */
export function useFieldError(name: string): string | undefined {
  const t = useTranslations()
  const { formState } = useFormContext()
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message
  return message ? translateFormMessage(t, message) : undefined
}

const fieldId = (name: string) => `form-${name.replace(/\./g, '-')}`

type TextProps = {
  name: string
  label: string
  help?: string
  type?: 'text' | 'email' | 'tel' | 'password'
  autoComplete?: string
  inputMode?: 'numeric' | 'text' | 'tel' | 'email'
  placeholder?: string
  maxLength?: number
  /** §9: postal-code and number inputs are at most 120 px wide. */
  narrow?: boolean
  className?: string
  required?: boolean
  /** A registration whose handlers the caller extends (the postal code starts the address flow). */
  registration?: UseFormRegisterReturn
}

export function TextField(props: TextProps) {
  const {
    name,
    label,
    help,
    type = 'text',
    autoComplete,
    inputMode,
    placeholder,
    maxLength,
    narrow,
    className,
    required,
    registration,
  } = props
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = fieldId(name)
  return (
    <Field id={id} label={<LabelText label={label} required={required} />} help={help} error={error} className={className}>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        className={`${INPUT} ${narrow ? 'max-w-[120px]' : ''}`}
        {...(registration ?? register(name))}
      />
    </Field>
  )
}

/** Required fields carry a visible star; its meaning is told once at the top of the form. */
export function LabelText({ label, required }: { label: string; required?: boolean | undefined }) {
  return (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-[var(--color-danger)]">
          *
        </span>
      )}
    </>
  )
}

export function TextAreaField({
  name,
  label,
  help,
  maxLength,
  required,
}: {
  name: string
  label: string
  help?: string
  maxLength?: number
  required?: boolean
}) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = fieldId(name)
  return (
    <Field id={id} label={<LabelText label={label} required={required} />} help={help} error={error}>
      <textarea
        id={id}
        rows={6}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        className={`${INPUT} min-h-32`}
        {...register(name)}
      />
    </Field>
  )
}

export function SelectField(props: {
  name: string
  label: string
  options: readonly { value: string; label: string }[]
  help?: string
  autoComplete?: string
  required?: boolean
  className?: string
}) {
  const { name, label, options, help, autoComplete, required, className } = props
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = fieldId(name)
  return (
    <Field id={id} label={<LabelText label={label} required={required} />} help={help} error={error} className={className}>
      <select
        id={id}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        className={INPUT}
        {...register(name)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** Radios (one value) or checkboxes (a list) under one legend. */
export function ChoiceGroup(props: {
  name: string
  legend: string
  options: readonly { value: string; label: string }[]
  multiple?: boolean
  required?: boolean
  className?: string
}) {
  const { name, legend, options, multiple, required, className } = props
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = fieldId(name)
  return (
    <fieldset
      role={multiple ? undefined : 'radiogroup'}
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={LABEL}>
        <LabelText label={legend} required={required} />
      </legend>
      <div className="flex flex-wrap gap-x-6">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              value={option.value}
              className="size-5 accent-[var(--color-primary)]"
              {...register(name)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}

export function CheckboxField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = fieldId(name)
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
          {...register(name)}
        />
        <span>{label}</span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/** §5 dates are typed as 'dd / mm / yyyy' (the placeholder says so in the visitor's language). */
export function DateField({ name, label, help, required }: { name: string; label: string; help?: string; required?: boolean }) {
  const t = useTranslations('forms.validation')
  return (
    <TextField
      name={name}
      label={label}
      help={help}
      placeholder={t('datePlaceholder')}
      inputMode="numeric"
      maxLength={14}
      required={required}
      narrow={false}
      className="max-w-[16rem]"
    />
  )
}

/**
 * §5 phone: a country-code part and the number. The number is the whole 'tel' of autofill: a number
 * filled or typed with its '+41' or '0041' keeps it, whatever the select says.
 */
export function PhoneField({
  name,
  label,
  codes,
  required,
}: {
  name: string
  label: string
  codes: readonly string[]
  required?: boolean
}) {
  const t = useTranslations('forms.fields')
  const { register } = useFormContext()
  const numberError = useFieldError(`${name}.number`)
  const codeError = useFieldError(`${name}.countryCode`)
  const error = numberError ?? codeError
  const id = fieldId(`${name}.number`)
  const help = t('phoneHelp')
  return (
    <fieldset aria-describedby={describedBy(id, help, error)}>
      <legend className={LABEL}>
        <LabelText label={label} required={required} />
      </legend>
      <div className="flex gap-2">
        <label htmlFor={fieldId(`${name}.countryCode`)} className="sr-only">
          {t('countryCode')}
        </label>
        <div className="w-28 shrink-0">
          <select
            id={fieldId(`${name}.countryCode`)}
            autoComplete="tel-country-code"
            className={INPUT}
            {...register(`${name}.countryCode`)}
          >
            {codes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <label htmlFor={id} className="sr-only">
          {t('phoneNumber')}
        </label>
        <input
          id={id}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, help, error)}
          className={INPUT}
          {...register(`${name}.number`)}
        />
      </div>
      <p id={`${id}-help`} className="mt-1 text-sm text-muted">
        {help}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}

/** One chosen file: its name, its size in the page's units, its remove button and its own problem. */
function ChosenFile({ file, name, id, onRemove }: { file: File; name: string; id: string; onRemove: () => void }) {
  const t = useTranslations('forms.fields')
  const locale = useLocale()
  const error = useFieldError(name)
  const errorId = `${id}-error`
  return (
    <li>
      <div className="flex items-center gap-2 text-sm">
        <span className="truncate">
          {file.name} ({formatFileSize(file.size, locale)})
        </span>
        <button
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-link hover:bg-surface-alt"
          aria-label={t('removeFile', { name: file.name })}
          aria-describedby={error ? errorId : undefined}
          onClick={onRemove}
        >
          <Icon icon="x" className="size-4" />
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </li>
  )
}

/** Attachments: chosen files are listed and can be removed one by one, each with its own problem; the server checks their content. */
export function FileField({ name, label, help, accept }: { name: string; label: string; help: string; accept: string }) {
  const t = useTranslations('forms.fields')
  const { setValue, control, formState } = useFormContext()
  const files = (useWatch({ control, name }) as File[] | undefined) ?? []
  const error = useFieldError(name)
  const invalid = error !== undefined || get(formState.errors, name) !== undefined
  const id = fieldId(name)
  const set = (next: File[]) => setValue(name, next, { shouldValidate: true, shouldDirty: true })
  return (
    <div>
      <p className={LABEL}>{label}</p>
      {/* The browser's own file button speaks the browser's language; this label speaks the page's. */}
      <label
        htmlFor={id}
        className={`${BUTTON_SECONDARY} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--color-primary)]`}
      >
        <Icon icon="paperclip" className="size-4" />
        {t('addFiles')}
        <input
          id={id}
          type="file"
          multiple
          accept={accept}
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(id, help, error)}
          className="sr-only"
          onChange={(event) => {
            set([...files, ...Array.from(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
      </label>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-muted">
          {help}
        </p>
      )}
      {files.length > 0 && (
        <ul className="mt-2 space-y-1" aria-label={t('chosenFiles')}>
          {files.map((file, index) => (
            <ChosenFile
              key={`${file.name}-${index}`}
              file={file}
              name={`${name}.${index}`}
              id={`${id}-${index}`}
              onRemove={() => set(files.filter((_, other) => other !== index))}
            />
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/**
 * A titled group of a request form's fields. A rule above sets it apart from the group before it
 * (none when it opens the form); an unruled one belongs with what precedes it. A legend the
 * visitor does not need to see is still read out.
 */
export function FormSection({
  legend,
  ruled = true,
  legendHidden = false,
  children,
}: {
  legend: string
  ruled?: boolean
  legendHidden?: boolean
  children: ReactNode
}) {
  return (
    <fieldset className={ruled ? 'space-y-4 border-t border-line pt-6 first:border-t-0 first:pt-0' : 'space-y-4'}>
      <legend className={legendHidden ? 'sr-only' : 'mb-2 text-lg font-bold'}>{legend}</legend>
      {children}
    </fieldset>
  )
}
