'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react'

import type { StreetRow } from './swisscable'
import { describedBy, Field } from '@/ui/Field'
import { INPUT } from '@/ui/styles'

interface Props {
  id: string
  value: string
  options: readonly StreetRow[]
  error: string | undefined
  onInput: (text: string) => void
  onPick: (row: StreetRow) => void
  /** Lets a form library focus the field (first error after a failed submit). */
  inputRef?: Ref<HTMLInputElement>
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void
  label?: ReactNode
  /** The form field's name, for forms that read it by name. */
  name?: string
}

/** The street field: an ARIA 1.2 combobox with a listbox of suggestions ('Aucun résultat' when empty). */
export function StreetCombobox({ id, value, options, error, onInput, onPick, inputRef, onBlur, label, name }: Props) {
  const t = useTranslations('address')
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const help = t('streetHelp')
  const expanded = open && value.trim() !== ''

  const pick = (row: StreetRow) => {
    onPick(row)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (options.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + options.length) % options.length)
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const row = options[active]
      if (row) {
        event.preventDefault()
        pick(row)
      }
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <Field id={id} label={label ?? t('street')} help={help} error={error}>
      <div className="relative">
      <input
        id={id}
        name={name}
        ref={inputRef}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        autoComplete="off"
        maxLength={80}
        value={value}
        onChange={(event) => {
          onInput(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false)
          onBlur?.(event)
        }}
        className={INPUT}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
      >
        {options.map((row, index) => (
          <li
            key={`${row.npa}-${row.street}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep the focus in the input: a click must not blur it before the pick.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(row)}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 ${index === active ? 'bg-surface-alt' : ''}`}
          >
            <span className="font-medium">{row.street}</span>
            <span className="text-sm text-muted">
              {row.npa} {row.city}
            </span>
          </li>
        ))}
        {options.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-muted">
            {t('noResult')}
          </li>
        )}
      </ul>
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded ? (options.length > 0 ? t('resultsCount', { count: options.length }) : t('noResult')) : ''}
      </p>
    </Field>
  )
}
