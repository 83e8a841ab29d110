import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { cms } from '@/cms/client'
import {
  ADDRESS_ERRORS,
  providerOf,
  streetRowsOf,
  type Availability,
  type AddressErrorKey,
  type SwisscableResponse,
} from '@/features/address'
import { cableLookup, lookupAvailability, UpstreamError } from '@/features/address/server'
import { familyOf, priceSelection } from '@/features/catalogue'
import { loadCatalogue } from '@/features/catalogue/server'
import { distributorForOrder, orderRedirect, siteServesLocality, type ContentDistributor } from '@/features/distributors'
import { loadDistributors } from '@/features/distributors/server'
import { siteContactEmail } from '@/features/forms/server'
import { enqueueMails } from '@/features/mail/server'
import { trackingPath } from '@/features/order-tracking/server'
import { issuesByField } from '@/lib/form-message'
import { logger } from '@/lib/logger'
import { foldText } from '@/lib/text'
import { countOrder } from '@/lib/metrics'
import { configuredOrigin } from '@/sites/site-origin'
import type { SiteId } from '@/sites/sites'

import { orderSubmissionSchema, type OrderSubmission } from './customer-schema'
import { orderMails } from './order-mails'
import { deliveredByPost, selectionLines } from './selection'

export type PlaceOrderResult =
  | { ok: true; reference: string; tracking: string }
  | { ok: false; fields: Record<string, string> }
  | {
      ok: false
      error:
        | AddressErrorKey
        | 'address.numberNotFound'
        | 'address.streetNotFound'
        | 'order.submit.failed'
        | 'order.submit.challenge'
        | 'order.submit.tooMany'
        | 'order.submit.tooManyForAddress'
        | 'order.submit.offerUnavailable'
        | 'order.submit.optionIncompatible'
    }

type Address = OrderSubmission['address']
type PlaceError = Extract<PlaceOrderResult, { error: unknown }>['error']
type Place =
  | {
      ok: true
      city: string
      street: string
      /** The network that installs; none for an order sent by post. */
      distributor: (ContentDistributor & { id: number }) | null
      availability: Availability | null
    }
  | { ok: false; error: PlaceError }

/** An installation: the address and its network checked again as the address step did, then its availability. */
async function installationPlace(site: SiteId, address: Address, pack: string): Promise<Place> {
  const distributor = distributorForOrder(site, address.npa, await loadDistributors())
  if (distributor?.id === undefined) return { ok: false, error: ADDRESS_ERRORS.getDistributor }
  if (orderRedirect(site, distributor, pack)) return { ok: false, error: ADDRESS_ERRORS.npaException }
  let lookup: SwisscableResponse
  try {
    lookup = await cableLookup().lookup({ plz: address.npa, str: address.street, hnr: address.number })
  } catch (error) {
    if (error instanceof UpstreamError) return { ok: false, error: ADDRESS_ERRORS.getDistributor }
    throw error
  }
  const row = streetRowsOf(lookup)[0]
  if (!providerOf(lookup) || !row) return { ok: false, error: 'address.numberNotFound' }
  // The lookup's spelling of street and locality is the one the network knows.
  if (!siteServesLocality(site, address.npa, row.city)) return { ok: false, error: ADDRESS_ERRORS.getDistributor }
  const availability = await lookupAvailability({ ...address, city: row.city })
  return {
    ok: true,
    city: row.city,
    street: row.street,
    distributor: { ...distributor, id: distributor.id },
    availability: availability.status === 'ok' ? availability.availability : null,
  }
}

/** A delivery by post: the street is one of the postal code's (the street index's spelling is kept); no network, no availability. */
async function deliveryPlace(address: Address): Promise<Place> {
  let lookup: SwisscableResponse
  try {
    lookup = await cableLookup().lookup({ plz: address.npa, str: address.street })
  } catch (error) {
    if (error instanceof UpstreamError) return { ok: false, error: ADDRESS_ERRORS.getStreets }
    throw error
  }
  const row = streetRowsOf(lookup).find((candidate) => foldText(candidate.street) === foldText(address.street.trim()))
  if (!row) return { ok: false, error: 'address.streetNotFound' }
  return { ok: true, city: row.city, street: row.street, distributor: null, availability: null }
}

/**
 * What the caller still asks of an order that holds, before it is stored and its confirmation
 * mailed to `email`: null to go on, or the refusal (the edge's limit on one inbox's confirmations).
 */
type Admission = (email: string) => Promise<PlaceError | null>

/**
 * The confirm step on the server: the same schema as the form, the offer and its options checked
 * against the site's catalogue and priced by it, the address and its network checked again (an
 * order sent by post: the delivery address), the caller's admission,
 * then the order and its two mails written in one transaction, order first.
 * Nothing is stored unless everything holds.
 */
export async function placeOrder(site: SiteId, input: unknown, admit?: Admission): Promise<PlaceOrderResult> {
  const parsed = orderSubmissionSchema.safeParse(input)
  if (!parsed.success) return { ok: false, fields: issuesByField(parsed.error) }
  const submission = parsed.data
  const { address, selection } = submission

  const catalogue = await loadCatalogue(site, submission.audience, submission.locale)
  const priced = priceSelection(catalogue, selectionLines({ ...selection, value: selection.offer }), new Date())
  const offer = priced.ok ? priced.products[0]?.item : null
  if (!priced.ok || !offer)
    return {
      ok: false,
      error: !priced.ok && priced.problem === 'incompatibleOption' ? 'order.submit.optionIncompatible' : 'order.submit.offerUnavailable',
    }
  const pack = familyOf(priced.products.map(({ item }) => item)) ?? 'all'
  const delivery = deliveredByPost(priced.products.map(({ item }) => item))

  const place = delivery ? await deliveryPlace(address) : await installationPlace(site, address, pack)
  if (!place.ok) return { ok: false, error: place.error }
  const { city, street, distributor, availability } = place
  const notified = distributor ?? { name: '', email: await siteContactEmail(site) }
  const refused = admit ? await admit(submission.customer.email) : null
  if (refused) return { ok: false, error: refused }

  const payload = await cms()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const { customer } = submission
    const order = await payload.create({
      collection: 'orders',
      req,
      depth: 0,
      data: {
        status: 'received',
        site: String(site) as '1' | '2' | '3',
        audience: submission.audience,
        locale: submission.locale,
        pack,
        hsi_solo_net: selection.hsi_solo_net,
        mysports_earlybird: selection.mysports_earlybird,
        offer: offer.slug,
        offerName: offer.name,
        monthlyTotal: priced.quote.monthlyTotal,
        oneOffTotal: priced.quote.oneOffTotal,
        pricing: { ...priced.quote },
        company: submission.audience === 'business' ? submission.customer.company : null,
        civility: customer.civility,
        firstName: customer.firstName,
        lastName: customer.lastName,
        birthDate: submission.audience === 'private' ? submission.customer.birthDate : null,
        email: customer.email,
        phone: customer.phone,
        fulfilment: delivery ? 'delivery' : 'installation',
        npa: address.npa,
        city,
        street,
        number: address.number,
        complement: customer.complement || null,
        distributor: distributor?.id ?? null,
        availability,
      },
    })
    const reference = order.reference ?? ''
    const tracking = trackingPath(submission.locale, reference)
    const mails = orderMails({
      reference,
      trackingUrl: `${configuredOrigin(site)}${tracking}`,
      submission: { ...submission, address: { ...address, city, street } },
      delivery,
      notified,
      availability,
      quote: priced.quote,
    }).filter((mail) => mail.to !== '')
    await enqueueMails(payload, req, { order: order.id }, mails)
    await commitTransaction(req)
    logger.info({ reference, site, distributor: distributor?.id ?? null, delivery }, 'order placed')
    countOrder(submission.audience, site)
    return { ok: true, reference, tracking }
  } catch (error) {
    await killTransaction(req)
    logger.error({ err: error, site }, 'order could not be stored')
    return { ok: false, error: 'order.submit.failed' }
  }
}
