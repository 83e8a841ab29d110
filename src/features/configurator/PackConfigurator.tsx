'use client'

import { useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { Suspense, useCallback, useEffect, useState } from 'react'

import {
  activePromotion,
  CONFIGURATION_PARAM,
  CurrentPrice,
  OfferChoiceText,
  listedOptions,
  optionConflicts,
  QuoteSummary,
  type CatalogueItem,
  type ChosenProduct,
  type ProductGroup,
} from '@/features/catalogue'
import type { Locale } from '@/i18n/locales'
import { WithMessages } from '@/i18n/WithMessages'
import { ACTION_HINT, BUTTON_PRIMARY, CHOICE, CHOICE_RADIO, ERROR_NOTICE } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

import {
  catalogueGroups,
  chosenIn,
  configurationQuote,
  groupProducts,
  orderable,
  parseConfiguration,
  reduceConfiguration,
  serializeConfiguration,
  unmetRequirements,
  type ConfiguratorAction,
} from './configuration'
import { firstPaintCatalogue, type ConfiguratorData, type ShownOffer } from './configurator-data'
import { TotalBar } from './TotalBar'

const STEP_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full border-2 border-line bg-surface text-ink hover:border-primary disabled:cursor-not-allowed disabled:opacity-40'

const SUMMARY_ID = 'configurator-summary'

type Props = Partial<ConfiguratorData> & {
  /** What the first paint draws; the live configurator is given its whole data too. */
  offers: readonly ShownOffer[]
  locale: Locale
  /** The private order funnel of this site and language; the configuration goes in its query. */
  orderPath: string
}

/** Writes the configuration into this page's address, so that a reload or a shared link finds it. */
function writeUrl(lines: readonly ChosenProduct[]) {
  const url = new URL(window.location.href)
  const value = serializeConfiguration(lines)
  if (value === (url.searchParams.get(CONFIGURATION_PARAM) ?? '')) return
  if (value === '') url.searchParams.delete(CONFIGURATION_PARAM)
  else url.searchParams.set(CONFIGURATION_PARAM, value)
  window.history.replaceState(window.history.state, '', url)
}

/**
 * Reads the configuration of the address: on arrival, and when a link of the page (a TV card's
 * "Commander") changes it without reloading. Apart, under Suspense, so the page stays static.
 */
function ConfigurationFromUrl({ onRead }: { onRead: (lines: ChosenProduct[]) => void }) {
  const value = useSearchParams().get(CONFIGURATION_PARAM)
  useEffect(() => onRead(parseConfiguration(value)), [value, onRead])
  return null
}

function Quantity({
  item,
  quantity,
  label,
  dispatch,
}: {
  item: CatalogueItem
  quantity: number
  label: string
  dispatch: (action: ConfiguratorAction) => void
}) {
  const t = useTranslations('configurator')
  const set = (value: number) => dispatch({ type: 'quantity', slug: item.slug, quantity: value })
  return (
    <div className="flex flex-wrap items-center gap-3" role="group" aria-label={label}>
      <span className="font-semibold" aria-hidden="true">
        {label}
      </span>
      <button
        type="button"
        className={STEP_BUTTON}
        onClick={() => set(quantity - 1)}
        disabled={quantity <= 1}
        aria-label={t('less', { name: item.name })}
      >
        <Icon icon="minus" size={18} />
      </button>
      <output className="min-w-8 text-center text-xl font-bold" aria-live="polite" data-testid={`quantity-${item.slug}`}>
        {quantity}
      </output>
      <button
        type="button"
        className={STEP_BUTTON}
        onClick={() => set(quantity + 1)}
        disabled={quantity >= item.maxQuantity}
        aria-label={t('more', { name: item.name })}
      >
        <Icon icon="plus" size={18} />
      </button>
      <span className="text-sm text-muted">{t('max', { count: item.maxQuantity })}</span>
    </div>
  )
}

/**
 * The home pages' pack configurator: one choice per group the site sells, quantities for mobile
 * lines and boxes, the options that fit, a running monthly price and one-off fees, and
 * "Commander" with the configuration carried into the order funnel.
 */
export function PackConfigurator({ messages = {}, ...props }: Props) {
  return (
    <WithMessages more={messages}>
      <Configurator {...props} />
    </WithMessages>
  )
}

function Configurator({ offers, catalogue: live, orderPath }: Omit<Props, 'messages'>) {
  const [firstPaint] = useState(() => firstPaintCatalogue(offers))
  const catalogue = live ?? firstPaint
  const t = useTranslations('configurator')
  const [lines, setLines] = useState<ChosenProduct[]>([])
  const [copied, setCopied] = useState(false)
  // The visitor's choices go to the address at once; what is read from it is not written back.
  const [changes, setChanges] = useState(0)
  const dispatch = (action: ConfiguratorAction) => {
    const next = reduceConfiguration(catalogue, lines, action)
    setLines(next)
    setChanges((count) => count + 1)
    writeUrl(next)
  }
  const restore = useCallback(
    (restored: ChosenProduct[]) => setLines(reduceConfiguration(catalogue, [], { type: 'restore', lines: restored })),
    [catalogue],
  )

  const now = new Date()
  const quote = configurationQuote(catalogue, lines, now)
  const unmet = unmetRequirements(catalogue, lines)
  const canOrder = orderable(catalogue, lines)
  const chosen = new Set(lines.map((line) => line.slug))
  const products = catalogue.offers.filter((offer) => chosen.has(offer.slug))
  // Every option a chosen product takes is shown; one another product excludes says why it cannot be had.
  const options = listedOptions(catalogue, ...products)
  const orderHref = `${orderPath}?${CONFIGURATION_PARAM}=${encodeURIComponent(serializeConfiguration(lines))}`

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  const group = (name: ProductGroup) => {
    const inGroup = chosenIn(catalogue, lines, name)
    // A combo brings its TV: the TV group shows it, and takes no second subscription.
    const bundled =
      name !== 'internet' && inGroup && groupProducts(catalogue, name).every((item) => item.slug !== inGroup.item.slug)
        ? inGroup.item
        : null
    const own = bundled ? null : inGroup
    const missing = unmet.find(({ item }) => item.slug === own?.item.slug)
    return (
      <fieldset key={name} className="flex flex-col gap-3" data-testid={`configurator-${name}`}>
        <legend className="mb-3 text-xl font-bold">{t(`groups.${name}`)}</legend>
        {bundled && <p className="rounded-2xl bg-surface-alt p-4">{t('included', { name: bundled.name })}</p>}
        <div className="grid gap-3 md:grid-cols-2">
          <label className={CHOICE}>
            <input
              type="radio"
              name={`configurator-${name}`}
              className={CHOICE_RADIO}
              checked={own === null && !bundled}
              disabled={bundled !== null}
              onChange={() => dispatch({ type: 'choose', group: name, slug: null })}
            />
            <span className="font-semibold">{t('none')}</span>
          </label>
          {groupProducts(catalogue, name).map((item) => (
            <label key={item.slug} className={CHOICE} data-testid="configurator-choice" data-slug={item.slug}>
              <input
                type="radio"
                name={`configurator-${name}`}
                value={item.slug}
                className={CHOICE_RADIO}
                checked={chosen.has(item.slug)}
                disabled={bundled !== null}
                onChange={() => dispatch({ type: 'choose', group: name, slug: item.slug })}
              />
              <OfferChoiceText item={item} now={now} />
            </label>
          ))}
        </div>
        {own?.item.details && (
          <a href={own.item.details.url} className="self-start font-semibold text-primary underline underline-offset-4">
            {own.item.details.label}
          </a>
        )}
        {own && own.item.maxQuantity > 1 && (
          <Quantity item={own.item} quantity={own.quantity} label={t(`quantity.${name}`)} dispatch={dispatch} />
        )}
        {missing && (
          <p className={ERROR_NOTICE} data-testid="configurator-requirement">
            <Icon icon="circle-alert" className="mt-0.5 size-5 shrink-0" />
            {t('requires', { name: missing.item.name, groups: missing.missing.map((group) => t(`groups.${group}`)).join(', ') })}
          </p>
        )}
      </fieldset>
    )
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start" data-testid="pack-configurator">
      <Suspense fallback={null}>
        <ConfigurationFromUrl onRead={restore} />
      </Suspense>
      <form
        className="flex flex-col gap-10 rounded-3xl border border-line bg-surface p-4 text-ink shadow-sm sm:p-8"
        onSubmit={(event) => event.preventDefault()}
      >
        {catalogueGroups(catalogue).map(group)}
        {options.length > 0 && (
          <fieldset className="flex flex-col gap-3" data-testid="configurator-options">
            <legend className="mb-3 text-xl font-bold">{t('options')}</legend>
            {options.map((option) => {
              const line = lines.find((candidate) => candidate.slug === option.slug)
              const conflicts = optionConflicts(option, ...products)
              const descriptionId = `configurator-option-${option.slug}`
              return (
                <div
                  key={option.slug}
                  className="flex flex-col gap-2 rounded-2xl border border-line p-4"
                  data-testid="configurator-option"
                  data-slug={option.slug}
                >
                  <label className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 has-[:disabled]:cursor-not-allowed">
                    <input
                      type="checkbox"
                      className="size-5 accent-[var(--color-primary)]"
                      checked={line !== undefined}
                      disabled={conflicts.length > 0}
                      aria-describedby={descriptionId}
                      onChange={() => dispatch({ type: 'toggleOption', slug: option.slug })}
                    />
                    <span className="font-semibold">{option.name}</span>
                    <span className="text-muted">
                      + <CurrentPrice monthlyPrice={option.monthlyPrice} promotion={activePromotion(option, now)} />
                    </span>
                  </label>
                  <div id={descriptionId} className="flex flex-col gap-2 text-sm">
                    {option.description && <p className="text-muted">{option.description}</p>}
                    {conflicts.length > 0 && (
                      <p className="flex items-start gap-2 font-medium" data-testid="configurator-option-conflict">
                        <Icon icon="circle-alert" className="mt-0.5 size-4 shrink-0" />
                        {t('excluded', { groups: conflicts.map((group) => t(`groups.${group}`)).join(', ') })}
                      </p>
                    )}
                  </div>
                  {line && option.maxQuantity > 1 && (
                    <Quantity item={option} quantity={line.quantity} label={t('quantity.option')} dispatch={dispatch} />
                  )}
                </div>
              )
            })}
          </fieldset>
        )}
        <TotalBar quote={quote} summaryId={SUMMARY_ID} changes={changes} />
      </form>
      <div id={SUMMARY_ID} className="flex scroll-mt-24 flex-col gap-4 lg:sticky lg:top-24">
        <QuoteSummary quote={quote} live={false} />
        <div>
          {canOrder ? (
            <a href={orderHref} className={`${BUTTON_PRIMARY} w-full`} data-testid="configurator-order">
              {t('order')}
            </a>
          ) : (
            <>
              <button type="button" className={`${BUTTON_PRIMARY} w-full`} disabled aria-describedby="configurator-order-hint">
                {t('order')}
              </button>
              <p id="configurator-order-hint" className={ACTION_HINT}>
                {quote === null ? t('hints.empty') : t('hints.requirements')}
              </p>
            </>
          )}
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
            onClick={share}
            disabled={quote === null}
          >
            <Icon icon="link-2" size={18} />
            {t('share')}
          </button>
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
            onClick={() => dispatch({ type: 'reset' })}
            disabled={lines.length === 0}
          >
            <Icon icon="rotate-ccw" size={18} />
            {t('reset')}
          </button>
        </div>
        <p role="status" className="text-sm text-muted">
          {copied ? t('copied') : ''}
        </p>
      </div>
    </div>
  )
}
