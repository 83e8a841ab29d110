'use client'

import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react'

import { describedBy, Field } from './Field'
import { INPUT } from './styles'

export interface ComboboxProps<T> {
  id: string
  label: ReactNode
  help?: string
  value: string
  options: readonly T[]
  error: string | undefined
  optionKey: (option: T) => string
  renderOption: (option: T) => ReactNode
  onInput: (text: string) => void
  onPick: (option: T) => void
  /** Enter without a highlighted suggestion (the caller may look the text up itself). */
  onEnter?: () => void
  /** Lets a form library focus the field (first error after a failed submit). */
  inputRef?: Ref<HTMLInputElement>
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void
  /** The form field's name, for forms that read it by name. */
  name?: string
  maxLength?: number
  /** The listbox's name, its empty state ('Aucun résultat') and the count read out as suggestions change. */
  strings: { suggestions: string; noResult: string; resultsCount: (count: number) => string }
}

/** An ARIA 1.2 combobox: a text input with a listbox of suggestions, arrows to move, Enter to pick, Escape to close. */
export function Combobox<T>(props: ComboboxProps<T>) {
  const {
    id,
    label,
    help,
    value,
    options,
    error,
    optionKey,
    renderOption,
    onInput,
    onPick,
    onEnter,
    inputRef,
    onBlur,
    name,
    maxLength = 80,
    strings,
  } = props
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const expanded = open && value.trim() !== ''
  // Text typed before the screen's script arrived (it loads on its own) is in the input, not in
  // the state: take it over once, so its suggestions show as if it had been typed now.
  useEffect(() => {
    const input = document.getElementById(id)
    const typed = input instanceof HTMLInputElement ? input.value : ''
    if (typed === '' || typed === value) return
    onInput(typed)
    // The DOM is the outside system here: what the visitor typed before React took over.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(document.activeElement === input)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const pick = (option: T) => {
    onPick(option)
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
    } else if (event.key === 'Enter') {
      const option = expanded && active >= 0 ? options[active] : undefined
      if (option !== undefined) {
        event.preventDefault()
        pick(option)
      } else if (onEnter) {
        event.preventDefault()
        setOpen(false)
        onEnter()
      }
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <Field id={id} label={label} help={help} error={error}>
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
          maxLength={maxLength}
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
          aria-label={strings.suggestions}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
        >
          {options.map((option, index) => (
            <li
              key={optionKey(option)}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keep the focus in the input: a click must not blur it before the pick.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 ${index === active ? 'bg-surface-alt' : ''}`}
            >
              {renderOption(option)}
            </li>
          ))}
          {options.length === 0 && (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-muted">
              {strings.noResult}
            </li>
          )}
        </ul>
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded ? (options.length > 0 ? strings.resultsCount(options.length) : strings.noResult) : ''}
      </p>
    </Field>
  )
}
