'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react'

import {
  AddressEntry,
  AvailabilityCard,
  fetchAvailability,
  fetchSwisscable,
  interpretStreetLookup,
  isPostalCode,
  npaField,
  type StreetRow,
} from '@/features/address'
import { translateFormMessage } from '@/lib/form-message'
import { formatDate } from '@/lib/formats'
import { BUTTON_PRIMARY, PANEL } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

import { addressQueryOf, addressSearch, lookUpAddress, type AddressAnswer, type AddressQuery } from './address-lookup'
import { initialNetworkStatusState, networkStatusReducer, type NetworkStatusAction, type NetworkStatusState } from './network-status-store'
import type { BoardEvent } from './status-board'

/** What the lookup still needs: the postal code's message (a message key), the street, the number. */
type Missing = { npa?: string; street?: true; number?: true }

/** The address fields' rule: blank is the required message, a wrong count of digits says four, anything else is invalid. */
function postalCodeProblem(npa: string): string | undefined {
  const parsed = npaField.safeParse(npa)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

function storeReducer(state: NetworkStatusState, action: NetworkStatusAction): NetworkStatusState {
  return networkStatusReducer(state, action).state
}

function EventLine({ event, planned }: { event: BoardEvent; planned: boolean }) {
  const t = useTranslations('networkStatus')
  const icon = planned ? 'calendar-clock' : 'alert-triangle'
  return (
    <li className="flex items-start gap-3">
      <Icon icon={icon} className={`mt-0.5 size-5 shrink-0 ${planned ? 'text-link' : 'text-[var(--color-warning)]'}`} />
      <span>
        <span className="font-semibold">{event.title}</span>
        <span className="block text-sm text-muted">
          {planned ? t('lookup.plannedFrom') : t('lookup.currentSince')}{' '}
          <time dateTime={event.start}>{formatDate(event.start, 'd.m.Y H:i')}</time>
        </span>
      </span>
    </li>
  )
}

function Answer({ answer }: { answer: AddressAnswer }) {
  const t = useTranslations('networkStatus')
  if (answer.kind !== 'found') {
    return (
      <p className="flex items-start gap-3 font-medium">
        <Icon icon="search-x" className="mt-0.5 size-5 shrink-0 text-[var(--color-danger)]" />
        {answer.kind === 'notFound' ? t('lookup.notFound') : t('lookup.unavailable')}
      </p>
    )
  }
  const { address } = answer
  const clear = answer.current.length === 0 && answer.planned.length === 0
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-lg font-bold">
        {t('lookup.answerTitle', { street: address.street, number: address.number, npa: address.npa, city: address.city })}
      </h3>
      {clear ? (
        <p className="flex items-start gap-3 font-semibold">
          <Icon icon="check-circle-2" className="mt-0.5 size-5 shrink-0 text-[var(--color-success)]" />
          {t('lookup.noEvent')}
        </p>
      ) : (
        <ul role="list" className="flex flex-col gap-3">
          {answer.current.map((event) => (
            <EventLine key={event.id} event={event} planned={false} />
          ))}
          {answer.planned.map((event) => (
            <EventLine key={event.id} event={event} planned />
          ))}
        </ul>
      )}
      <p className="flex items-start gap-3">
        <Icon icon="network" className="mt-0.5 size-5 shrink-0 text-link" />
        <span>{t('lookup.network', { name: answer.network })}</span>
      </p>
      <AvailabilityCard availability={answer.availability} network={answer.network} />
    </div>
  )
}

/**
 * The lookup by address of the status page: postal code → street (the order's suggestions) →
 * number; the answer says what the events of the page mean for that address. The address goes
 * into the URL, so an answer can be shared and reopened.
 */
export function AddressLookup({ current, planned }: { current: BoardEvent[]; planned: BoardEvent[] }) {
  const t = useTranslations('networkStatus')
  const tMessages = useTranslations()
  const [store, dispatch] = useReducer(storeReducer, undefined, initialNetworkStatusState)
  const [streets, setStreets] = useState<readonly StreetRow[]>([])
  const [missing, setMissing] = useState<Missing>({})
  const [answer, setAnswer] = useState<AddressAnswer | null>(null)
  const streetsRequest = useRef<AbortController | null>(null)
  const lookupRequest = useRef<AbortController | null>(null)

  const loadStreets = useCallback((npa: string) => {
    streetsRequest.current?.abort()
    if (!isPostalCode(npa)) return
    const controller = new AbortController()
    streetsRequest.current = controller
    void fetchSwisscable({ plz: npa }, controller.signal)
      .catch(() => null)
      .then((answer) => {
        const lookup = interpretStreetLookup(answer)
        if (!controller.signal.aborted && lookup.ok) setStreets(lookup.streets)
      })
  }, [])

  const run = useCallback(
    (query: AddressQuery) => {
      lookupRequest.current?.abort()
      const controller = new AbortController()
      lookupRequest.current = controller
      dispatch({ type: 'request/start' })
      lookUpAddress(
        query,
        { current, planned },
        {
          lookup: (params) => fetchSwisscable(params, controller.signal),
          availability: (address) => fetchAvailability(address, controller.signal),
        },
      )
        .then((result) => {
          if (controller.signal.aborted) return
          setAnswer(result)
          if (result.kind === 'found') dispatch({ type: 'availability/loaded', availability: result.availability })
          else dispatch({ type: 'request/failure' })
        })
        .catch(() => {
          if (!controller.signal.aborted) dispatch({ type: 'request/failure' })
        })
    },
    [current, planned],
  )

  // A shared link opens with its answer.
  useEffect(() => {
    const query = addressQueryOf(new URLSearchParams(window.location.search))
    if (!query) return
    dispatch({ type: 'npa/set', npa: query.npa })
    dispatch({ type: 'address/set', address: query.street })
    dispatch({ type: 'number/set', number: query.number })
    loadStreets(query.npa)
    run(query)
  }, [loadStreets, run])

  useEffect(
    () => () => {
      streetsRequest.current?.abort()
      lookupRequest.current?.abort()
    },
    [],
  )

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = { npa: store.npa.trim(), street: store.address.trim(), number: store.number.trim() }
    const gaps: Missing = {
      ...(postalCodeProblem(query.npa) && { npa: postalCodeProblem(query.npa) }),
      ...(query.street === '' && { street: true }),
      ...(query.number === '' && { number: true }),
    }
    setMissing(gaps)
    if (Object.keys(gaps).length > 0) {
      const first = gaps.npa ? 'lookup-npa' : gaps.street ? 'lookup-street' : 'lookup-number'
      document.getElementById(first)?.focus()
      return
    }
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${addressSearch(query)}`)
    run(query)
  }

  const npaError = missing.npa ? translateFormMessage(tMessages, missing.npa) : undefined
  const streetError = missing.street ? t('lookup.streetMissing') : undefined
  const numberError = missing.number ? t('lookup.numberMissing') : undefined

  return (
    <section aria-labelledby="address-lookup-title" data-testid="address-lookup" className={`${PANEL} flex flex-col gap-6 shadow-sm`}>
      <div className="flex flex-col gap-1">
        <h2 id="address-lookup-title" className="text-2xl font-bold tracking-tight md:text-3xl">
          {t('lookup.title')}
        </h2>
        <p className="text-muted">{t('lookup.intro')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 md:grid-cols-[8rem_1fr_8rem_auto] md:items-start">
        <AddressEntry
          idPrefix="lookup-"
          postalCode={{
            error: npaError,
            narrow: false,
            input: {
              name: 'npa',
              value: store.npa,
              onChange: (event) => {
                const npa = event.target.value.trim()
                dispatch({ type: 'npa/set', npa })
                // Streets and number belong to the old postal code.
                dispatch({ type: 'address/set', address: '' })
                dispatch({ type: 'number/set', number: '' })
                setStreets([])
                loadStreets(npa)
              },
            },
          }}
          street={{
            name: 'street',
            value: store.address,
            streets,
            error: streetError,
            onInput: (text) => dispatch({ type: 'address/set', address: text }),
            onPick: (row) => dispatch({ type: 'address/set', address: row.street }),
          }}
          number={{
            error: numberError,
            narrow: false,
            input: {
              name: 'number',
              value: store.number,
              onChange: (event) => dispatch({ type: 'number/set', number: event.target.value }),
            },
          }}
        >
          {(fields) => (
            <>
              {fields.postalCode}
              {fields.street}
              {fields.number}
            </>
          )}
        </AddressEntry>
        <button type="submit" className={`${BUTTON_PRIMARY} md:mt-6`} aria-disabled={store.loading}>
          {t('lookup.submit')}
        </button>
      </form>
      <div aria-live="polite" aria-busy={store.loading} data-testid="address-lookup-answer">
        {store.loading ? <p className="text-muted">{t('lookup.loading')}</p> : answer && <Answer answer={answer} />}
      </div>
    </section>
  )
}
