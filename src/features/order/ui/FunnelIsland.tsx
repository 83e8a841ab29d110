'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react'

import { useRunsInBrowser } from '@/ui/islands/island'
import { CONTAINER } from '@/ui/styles'
import type { Catalogue } from '@/features/catalogue'
import type { ContentDistributor } from '@/features/distributors'
import type { SiteId } from '@/sites/sites'

import type { Audience } from '../customer-schema'
import type { FunnelState } from '../funnel'
import { OfferStep } from './OfferStep'
import { StepIndicator } from './StepIndicator'
import { loadFunnelLogic, usePersistedFunnel } from './use-persisted-funnel'

/*
 * The address, details and done steps (the address search, the form and its schemas, the
 * appointment chooser) in chunks of their own: the page opens on the offer step, and a visitor who
 * reads it does not pay for the others. Their code is fetched at the visitor's first touch of the
 * funnel, so the next step is there when asked. React's lazy rather than next/dynamic, whose
 * loader would add its own runtime to the page's first scripts.
 */
const loadAddressStep = () => import('./AddressStep')
const loadDetailsStep = () => import('./DetailsStep')
const loadDoneStep = () => import('./DoneStep')
const AddressStep = lazy(() => loadAddressStep().then((m) => ({ default: m.AddressStep })))
const DetailsStep = lazy(() => loadDetailsStep().then((m) => ({ default: m.DetailsStep })))
const DoneStep = lazy(() => loadDoneStep().then((m) => ({ default: m.DoneStep })))

function StepLoading() {
  const t = useTranslations('order')
  return (
    // The text stays still and readable; only the placeholder blocks pulse (a faded text failed contrast).
    <div role="status" aria-busy="true" className="min-h-48">
      <p className="text-muted">{t('stepLoading')}</p>
      <div aria-hidden="true" className="mt-4 flex flex-col gap-3 motion-safe:animate-pulse">
        <div className="h-12 rounded-2xl bg-surface-alt" />
        <div className="h-12 rounded-2xl bg-surface-alt" />
      </div>
    </div>
  )
}

let stepsWanted = false
function loadSteps() {
  if (stepsWanted) return
  stepsWanted = true
  void loadFunnelLogic()
  void loadAddressStep()
  void loadDetailsStep()
  void loadDoneStep()
}

export interface FunnelIslandProps {
  site: SiteId
  audience: Audience
  distributors: readonly ContentDistributor[]
  catalogue: Catalogue
  /** The pack configurator, where products sold only with another are combined; null where there is none. */
  configuratorUrl: string | null
  /** Where the funnel of the site and audience is kept in sessionStorage. */
  storageKey: string
  initialState: FunnelState
  /** The state the server rendered: the initial one, or a link's choice on the address step. */
  firstState: FunnelState
  /** A link chose the first state's step: the funnel takes the focus, as after a step change. */
  chosenByLink: boolean
  /** Rendered by the server: each offer's name, description and price, the summary of no choice and of the first state's. */
  offerLabels: Readonly<Record<string, ReactNode>>
  emptySummary: ReactNode
  firstSummary: ReactNode
  /** The first state's step as the server renders it while the step's own code comes (and without JavaScript). */
  firstStep: ReactNode
  /** The offers sold alone: the choice while nothing is chosen. */
  standalone: readonly string[]
}

/**
 * The order funnel (§4) in the browser: offer → address → details → done, with the running prices
 * of the choice beside every step, the confirmation's recap included.
 */
export function FunnelIsland({
  site,
  audience,
  distributors,
  catalogue,
  configuratorUrl,
  storageKey,
  initialState,
  firstState,
  chosenByLink: landedByLink,
  offerLabels,
  emptySummary,
  firstSummary,
  firstStep,
  standalone,
}: FunnelIslandProps) {
  const t = useTranslations('order')
  const [state, dispatch, chosenByLink, logic, withLogic, restored] = usePersistedFunnel(storageKey, catalogue, initialState, firstState)
  const runs = useRunsInBrowser()
  const placed = state.step === 'done'
  const quote = logic?.selectionQuote(catalogue, state.order.order, new Date()) ?? null
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(state.step)
  // Restoring a saved funnel on load changes the step too: that must not move the focus or scroll the page.
  const interacted = useRef(false)

  // Keyboard and screen-reader users land on the new step, not at the button they pressed, nor at
  // the top of the page after an offer's "Commander" link (else some twenty Tabs to the postal code).
  useEffect(() => {
    if (shownStep.current === state.step) return
    shownStep.current = state.step
    if (interacted.current || chosenByLink.current) heading.current?.focus()
  }, [state.step, chosenByLink])

  // A link's choice the server already rendered on its step: the focus goes there as the page runs,
  // unless the visitor has already put it somewhere.
  useEffect(() => {
    if (landedByLink && document.activeElement === document.body) heading.current?.focus()
  }, [landedByLink])

  return (
    <section
      aria-labelledby="order-funnel-title"
      className={`${CONTAINER} pb-16`}
      data-testid="order-funnel"
      data-step={state.step}
      onPointerOver={loadSteps}
      onFocus={loadSteps}
      onPointerDown={() => {
        interacted.current = true
        loadSteps()
      }}
      onKeyDown={() => (interacted.current = true)}
    >
      <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="rounded-3xl border border-line bg-surface p-4 shadow-sm sm:p-8">
          <h2 id="order-funnel-title" ref={heading} tabIndex={-1} className="mb-6 text-2xl font-bold sm:text-3xl">
            {t('title')}
          </h2>
          <StepIndicator current={state.step} />
          {state.step === 'offer' && (
            <OfferStep
              catalogue={catalogue}
              state={state}
              dispatch={dispatch}
              configuratorUrl={configuratorUrl}
              logic={logic}
              withLogic={withLogic}
              labels={offerLabels}
              standalone={standalone}
            />
          )}
          {/* The server's HTML (and the page while it hydrates) shows the first step as is: a lazy step under
              Suspense would be streamed, and the page's script policy lets no streamed swap run. */}
          {!runs && firstStep ? (
            firstStep
          ) : (
            <Suspense fallback={(state === firstState && firstStep) || <StepLoading />}>
              {state.step === 'address' && (
                <AddressStep site={site} distributors={distributors} state={state} dispatch={dispatch} restored={restored} />
              )}
              {state.step === 'details' && <DetailsStep audience={audience} catalogue={catalogue} state={state} dispatch={dispatch} />}
              {state.step === 'done' && state.reference && (
                <DoneStep
                  reference={state.reference}
                  tracking={state.tracking}
                  network={state.order.distributor?.name ?? ''}
                  delivery={state.order.order.delivery}
                  onRestart={() => dispatch({ type: 'restart' })}
                />
              )}
            </Suspense>
          )}
        </div>
        {/* Beside the confirmation too: the customer keeps what was ordered, at which prices and fees. */}
        <div className="lg:sticky lg:top-24">
          {logic && (quote || placed) ? <logic.QuoteSummary quote={quote} placed={placed} /> : (!logic && firstSummary) || emptySummary}
        </div>
      </div>
    </section>
  )
}
