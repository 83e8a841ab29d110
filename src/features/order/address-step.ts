import {
  ADDRESS_ERRORS,
  RETURN_CODES,
  availabilityOf,
  interpretStreetLookup,
  isPostalCode,
  isPostcodeOfWrongLength,
  providerOf,
  streetRowsOf,
  type Availability,
  type SwisscableParams,
  type SwisscableResponse,
} from '@/features/address'
import { distributorForOrder, findRedirect, siteServesLocality, type ContentDistributor } from '@/features/distributors'
import { foldText } from '@/lib/text'
import type { SiteId } from '@/sites/sites'

import type { AddressNotice, FunnelAction, FunnelState } from './funnel'

/**
 * The address step's sequences of §4 transitions, kept out of the components. The calls are
 * passed in (the browser's fetches, or fakes in tests); each returns null when it failed.
 */
export interface AddressStepContext {
  site: SiteId
  distributors: readonly ContentDistributor[]
  dispatch: (action: FunnelAction) => void
  lookup: (params: SwisscableParams) => Promise<SwisscableResponse | null>
  availability: (address: { npa: string; street: string; number: string; city: string }) => Promise<Availability | null>
}

/** The postal code set; true once it has its four digits, after saying what is wrong with it. */
function setPostalCode(npa: string, dispatch: AddressStepContext['dispatch']): boolean {
  dispatch({ type: 'order', action: { type: 'address/setPostalCode', npa } })
  // Letters are wrong at once; digits only once all four are there, and a fifth is one too many.
  if (npa.length > 4 && isPostcodeOfWrongLength(npa)) {
    dispatch({ type: 'notice', notice: 'postcodeLength' })
    return false
  }
  if (/\D/.test(npa) || (npa.length >= 4 && !isPostalCode(npa))) {
    dispatch({ type: 'notice', notice: 'invalidPostcode' })
    return false
  }
  return npa.length === 4
}

/** Postal code typed: find its network (or its redirect), then its streets. */
export async function enterPostalCode(npa: string, pack: string, ctx: AddressStepContext): Promise<void> {
  const { dispatch } = ctx
  if (!setPostalCode(npa, dispatch)) return
  dispatch({ type: 'order', action: { type: 'distributor/checkStarted' } })
  const distributor = distributorForOrder(ctx.site, npa, ctx.distributors)
  if (!distributor) {
    dispatch({ type: 'order', action: { type: 'address/failed', error: ADDRESS_ERRORS.getDistributor } })
    dispatch({ type: 'notice', notice: 'notReferenced' })
    return
  }
  dispatch({ type: 'order', action: { type: 'distributor/found', distributor } })
  // The local network takes the order: nothing more is asked (§4 exception).
  if (findRedirect(distributor, pack)) return
  await loadStreets(npa, 'notReferenced', ctx)
}

/** The postal code's streets; `unknown` says what a code the lookup does not know means here. */
async function loadStreets(npa: string, unknown: AddressNotice, ctx: Pick<AddressStepContext, 'dispatch' | 'lookup'>): Promise<void> {
  const answer = await ctx.lookup({ plz: npa })
  const result = interpretStreetLookup(answer)
  if (!result.ok) {
    ctx.dispatch({ type: 'order', action: { type: 'address/failed', error: result.error } })
    if (answer?.header.returncode === RETURN_CODES.notFound) ctx.dispatch({ type: 'notice', notice: unknown })
    return
  }
  ctx.dispatch({ type: 'order', action: { type: 'address/streetsLoaded', streets: result.streets } })
}

/** Enter or leaving the field with fewer than four digits: say so, rather than wait in silence. */
export function leavePostalCode(npa: string, dispatch: AddressStepContext['dispatch']): void {
  if (isPostcodeOfWrongLength(npa)) dispatch({ type: 'notice', notice: 'postcodeLength' })
}

/**
 * Street and number checked by the lookup: its provider proves the address exists and is served;
 * then the fibre availability (falling back on the provider's own fields when that call fails).
 */
export async function confirmAddress(state: FunnelState, streetText: string, ctx: AddressStepContext): Promise<void> {
  const { dispatch } = ctx
  const { npa, number, street } = state.order.search
  const fail = (notice: 'streetNotFound' | 'numberNotFound' | 'notReferenced' | null) => {
    dispatch({ type: 'order', action: { type: 'address/failed', error: ADDRESS_ERRORS.getDistributor } })
    if (notice) dispatch({ type: 'notice', notice })
  }
  dispatch({ type: 'order', action: { type: 'distributor/checkStarted' } })
  const answer = await ctx.lookup({ plz: npa, str: streetText, hnr: number })
  if (answer === null || answer.header.returncode === RETURN_CODES.error) return fail(null)
  const provider = providerOf(answer)
  const row = streetRowsOf(answer)[0]
  // Without a provider, the street as typed is not one (the answer then lists look-alikes) or the number is unknown.
  if (!provider || !row) return fail(street !== '' && street === streetText ? 'numberNotFound' : 'streetNotFound')
  dispatch({ type: 'order', action: { type: 'address/pickStreet', row } })
  const distributor = distributorForOrder(ctx.site, npa, ctx.distributors)
  if (!distributor || !siteServesLocality(ctx.site, npa, row.city)) return fail('notReferenced')
  dispatch({ type: 'order', action: { type: 'distributor/found', distributor } })
  const availability = await ctx.availability({ npa, street: row.street, number, city: row.city })
  dispatch({ type: 'addressConfirmed', availability: availability ?? availabilityOf(provider) })
}

/**
 * A delivery's postal code typed (an order sent by post): its streets, with no network and no
 * redirect; a code the street index does not know is no Swiss postal code.
 */
export async function enterDeliveryPostalCode(npa: string, ctx: Pick<AddressStepContext, 'dispatch' | 'lookup'>): Promise<void> {
  if (setPostalCode(npa, ctx.dispatch)) await loadStreets(npa, 'invalidPostcode', ctx)
}

/**
 * The delivery address confirmed: the street is one of the postal code's (as typed or picked,
 * whatever its case and accents) and a number is given. The post needs no network behind it.
 */
export function confirmDeliveryAddress(state: FunnelState, streetText: string, dispatch: AddressStepContext['dispatch']): void {
  const wanted = foldText(streetText.trim())
  const row = state.order.streets.find((candidate) => foldText(candidate.street) === wanted)
  if (!row) {
    dispatch({ type: 'notice', notice: 'streetNotFound' })
    return
  }
  dispatch({ type: 'order', action: { type: 'address/pickStreet', row } })
  dispatch({ type: 'deliveryConfirmed' })
}
