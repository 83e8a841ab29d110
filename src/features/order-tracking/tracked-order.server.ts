import 'server-only'

import { z } from 'zod'

import { cms } from '@/cms/client'
import type { Order } from '@/cms/payload-types'
import type { Quote } from '@/features/catalogue'
import { isLocale, type Locale } from '@/i18n/locales'

import { isTrackingToken } from './links.server'
import { needsInstallation, type OrderCourse, type StatusRecord } from './status-flow'

/**
 * What the tracking page shows of an order: what the customer chose and where, and its course.
 * Nothing else of the record (name, contact, birth date) leaves the server.
 */
export interface TrackedOrder extends OrderCourse {
  reference: string
  locale: Locale
  orderedAt: string
  history: StatusRecord[]
  quote: Quote
  locality: string
  network: string
}

const money = z.number().finite()
/** The priced lines stored with the order, as the funnel's server computed them. */
const storedQuote = z.object({
  lines: z.array(
    z
      .object({
        slug: z.string(),
        name: z.string(),
        quantity: z.number().int().positive(),
        option: z.boolean(),
        monthlyPrice: money,
        promotion: z
          .object({ price: money, validUntil: z.string(), months: z.number().int().nullable().default(null), label: z.string() })
          .nullable(),
        // Stored before promotions ran for some months from the order: the promotion's own end.
        promotionUntil: z.string().nullable().optional(),
        fees: z.array(z.object({ label: z.string(), amount: money, waivedOnline: z.boolean().default(false) })),
      })
      .transform((line) => ({ ...line, promotionUntil: line.promotionUntil ?? line.promotion?.validUntil ?? null })),
  ),
  // Stored before the catalogue's rebates: none billed.
  rebates: z
    .array(z.object({ slug: z.string(), name: z.string(), label: z.string(), quantity: z.number().int().positive(), amount: money }))
    .default([]),
  // Stored before the fees were listed one by one: none listed.
  oneOffFees: z
    .array(z.object({ slug: z.string(), label: z.string(), quantity: z.number().int().positive(), amount: money, waived: z.boolean() }))
    .default([]),
  monthlyTotal: money,
  promotionalMonthlyTotal: money,
  promotionUntil: z.string().nullable(),
  oneOffTotal: money,
})

/** The stored quote, or (for an order stored without one) its offer and totals as a single line. */
function quoteOf(order: Order): Quote {
  const stored = storedQuote.safeParse(order.pricing)
  if (stored.success) return stored.data
  return {
    lines: [
      {
        slug: order.offer,
        name: order.offerName,
        quantity: 1,
        option: false,
        monthlyPrice: order.monthlyTotal,
        promotion: null,
        promotionUntil: null,
        fees: [],
      },
    ],
    oneOffFees: [],
    rebates: [],
    monthlyTotal: order.monthlyTotal,
    promotionalMonthlyTotal: order.monthlyTotal,
    promotionUntil: null,
    oneOffTotal: order.oneOffTotal,
  }
}

function trackedOrder(order: Order): TrackedOrder {
  const network = typeof order.distributor === 'object' && order.distributor ? order.distributor.name : ''
  return {
    reference: order.reference ?? '',
    locale: isLocale(order.locale) ? order.locale : 'fr',
    orderedAt: order.createdAt,
    status: order.status,
    needsInstallation: needsInstallation(order.pack),
    history: (order.statusHistory ?? []).map(({ status, at }) => ({ status, at })),
    quote: quoteOf(order),
    locality: `${order.npa} ${order.city}`,
    network,
  }
}

/** The stored order of that reference, with its network. */
export async function orderByReference(reference: string): Promise<Order | null> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'orders', where: { reference: { equals: reference } }, limit: 1, depth: 1 })
  return docs[0] ?? null
}

/** The order a signed link names, or null when the link is not (or no longer) one of ours. */
export async function orderOfLink(reference: string, token: string): Promise<TrackedOrder | null> {
  if (reference === '' || token === '' || !isTrackingToken(reference, token)) return null
  const order = await orderByReference(reference)
  return order ? trackedOrder(order) : null
}

/** Whether the reference names an order installed at this postal code. */
export async function orderMatches(reference: string, npa: string): Promise<boolean> {
  const order = await orderByReference(reference)
  return order !== null && order.npa === npa
}
