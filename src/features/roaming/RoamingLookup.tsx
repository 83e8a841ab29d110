'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useState, type FormEvent } from 'react'

import { formatPrice } from '@/lib/formats'
import type { Locale } from '@/i18n/locales'
import { Combobox } from '@/ui/Combobox'
import { BUTTON_PRIMARY, PANEL } from '@/ui/styles'
import { Icon } from '@/ui/Icon'
import { useFocusAfterRender } from '@/ui/use-focus-after-render'

import { countryIndex, type RoamingCountry, type RoamingZone } from './countries'

type Shown = { status: 'idle' } | { status: 'missing' } | { status: 'found'; country: RoamingCountry } | { status: 'none'; query: string }

/** A package's data as stored ('5 GB') in the units of the visitor's language (French writes Go and Mo). */
function dataVolume(stored: string, t: ReturnType<typeof useTranslations<'roaming'>>): string {
  return stored.replace(/\bGB\b/g, t('gigabytes')).replace(/\bMB\b/g, t('megabytes'))
}

/**
 * The roaming tariff lookup (§1): the visitor picks a country in a combobox (any of its fr/de/en
 * names, typos forgiven) and sees its zone and the prices of each mobile product there; an unknown
 * country gets 'Aucun résultat' and the list of zones.
 */
export function RoamingLookup({ zones, countries }: { zones: readonly RoamingZone[]; countries: readonly RoamingCountry[] }) {
  const t = useTranslations('roaming')
  const locale = useLocale() as Locale
  const index = useMemo(() => countryIndex(countries), [countries])
  const [query, setQuery] = useState('')
  const [shown, setShown] = useState<Shown>({ status: 'idle' })
  const [resultRef, focusResult] = useFocusAfterRender<HTMLDivElement>()
  const options = useMemo(() => (query.trim() === '' ? [] : index.search(query)), [index, query])
  const nameOf = (country: RoamingCountry) => country.names[locale] ?? country.names.fr ?? country.code

  const show = (next: Shown) => {
    setShown(next)
    focusResult()
  }
  const pick = (country: RoamingCountry) => {
    setQuery(nameOf(country))
    show({ status: 'found', country })
  }
  const lookUp = () => {
    // Nothing asked: no earlier answer stays under the empty box, the box says what it needs.
    if (query.trim() === '') {
      setShown({ status: 'missing' })
      document.getElementById('roaming-country')?.focus()
      return
    }
    const [best] = options
    if (best) pick(best)
    else show({ status: 'none', query: query.trim() })
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    lookUp()
  }

  const zone = shown.status === 'found' ? zones.find((candidate) => candidate.zone === shown.country.zone) : undefined

  return (
    <div className="flex flex-col gap-6" data-roaming>
      <form
        onSubmit={onSubmit}
        role="search"
        aria-label={t('searchLabel')}
        className={`${PANEL} flex flex-col gap-4 sm:flex-row sm:items-start`}
      >
        <div className="grow">
          <Combobox
            id="roaming-country"
            label={t('country')}
            help={t('countryHelp')}
            value={query}
            options={options}
            error={shown.status === 'missing' ? t('countryMissing') : undefined}
            maxLength={60}
            optionKey={(country) => country.code}
            renderOption={(country) => (
              <>
                <span className="font-medium">{nameOf(country)}</span>
                <span className="text-sm text-muted">{t('zone', { zone: country.zone })}</span>
              </>
            )}
            onInput={(value) => {
              setQuery(value)
              if (shown.status === 'missing') setShown({ status: 'idle' })
            }}
            onPick={pick}
            onEnter={lookUp}
            strings={{ suggestions: t('suggestions'), noResult: t('noResult'), resultsCount: (count) => t('resultsCount', { count }) }}
          />
        </div>
        <button type="submit" className={`${BUTTON_PRIMARY} shrink-0 whitespace-nowrap sm:mt-6`}>
          {t('show')}
        </button>
      </form>

      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {shown.status === 'found' && zone && (
          <section aria-labelledby="roaming-result-title" className="flex flex-col gap-4" data-testid="roaming-result">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h3 id="roaming-result-title" className="flex items-center gap-2 text-2xl font-bold">
                <Icon icon="map-pin" className="size-6 text-primary" />
                {nameOf(shown.country)}
              </h3>
              <p className="text-muted">
                {t('zone', { zone: zone.zone })} · {zone.name}
              </p>
            </div>
            <ul role="list" className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {zone.prices.map((price) => (
                <li key={price.product} className={`${PANEL} flex flex-col gap-3`}>
                  <h4 className="text-lg font-bold">{t(`products.${price.product}`)}</h4>
                  <p className="text-sm">
                    <span className="font-semibold">{t('package')}</span>{' '}
                    {price.data_included ? t('packageData', { data: dataVolume(price.data_included, t) }) : t('noPackage')}
                  </p>
                  <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
                    <Tariff label={t('calls')} value={price.call_per_min} unit={t('perMinute')} included={t('included')} />
                    <Tariff label={t('incoming')} value={price.incoming_per_min} unit={t('perMinute')} included={t('included')} />
                    <Tariff label={t('sms')} value={price.sms} unit={t('perSms')} included={t('included')} />
                    <Tariff label={t('data')} value={price.data_per_mb} unit={t('perMb')} included={t('included')} />
                  </dl>
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted">{t('pricesNote')}</p>
          </section>
        )}
        {shown.status === 'none' && (
          <section aria-labelledby="roaming-none-title" className="flex flex-col gap-4" data-testid="roaming-no-result">
            <h3 id="roaming-none-title" className="flex items-center gap-2 text-xl font-bold">
              <Icon icon="search-x" className="size-6 text-muted" />
              {t('noResult')}
            </h3>
            <p>{t('noResultText', { query: shown.query })}</p>
            <ul role="list" className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {zones.map((candidate) => (
                <li key={candidate.zone} className={PANEL}>
                  <h4 className="flex items-center gap-2 font-bold">
                    <Icon icon="globe" className="size-5 text-primary" />
                    {t('zone', { zone: candidate.zone })} · {candidate.name}
                  </h4>
                  <p className="mt-2 text-sm text-muted">{candidate.countries.map((country) => country.name).join(', ')}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  )
}

/** A price of §9 ('0.50', '1.-') in CHF per unit, or 'included' when it costs nothing. */
function Tariff({ label, value, unit, included }: { label: string; value: number | null; unit: string; included: string }) {
  if (value === null) return null
  return (
    <>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap text-right font-semibold tabular-nums">
        {value === 0 ? included : `CHF ${formatPrice(value)} ${unit}`}
      </dd>
    </>
  )
}
