import 'server-only'

import * as z from 'zod/mini'

import { cms } from '@/cms/client'
import { NotFoundError } from '@/lib/api/problem'
import { logger } from '@/lib/logger'
import type { Locale } from '@/i18n/locales'

import { isLinkToken, outcomePath, type LinkAction } from './links.server'
import type { LinkResult } from './subscription-form'

/** The link's query; a wrong or missing id or token is answered by the outcome page, not refused. */
export const linkQuery = z.object({ id: z.optional(z.string()), token: z.optional(z.string()) })

type LinkQuery = z.infer<typeof linkQuery>

/** The action of a link's path: confirm or unsubscribe, 404 for anything else. */
export function linkAction({ action }: Record<string, string | string[]>): LinkAction {
  if (action === 'confirm' || action === 'unsubscribe') return action
  throw new NotFoundError(`No link action '${String(action).slice(0, 40)}'.`)
}

/**
 * A link of a mail, followed: confirm turns a pending subscription active, unsubscribe ends it
 * (one click, no login). Answers 303 to the outcome page in the subscriber's language.
 */
export async function followLink(action: LinkAction, link: LinkQuery, locale: Locale): Promise<Response> {
  const result = await apply(action, Number(link.id), link.token ?? '')
  return new Response(null, { status: 303, headers: { location: outcomePath(locale, result), 'cache-control': 'no-store' } })
}

async function apply(action: LinkAction, id: number, token: string): Promise<LinkResult> {
  if (!Number.isSafeInteger(id) || id <= 0 || token === '') return 'invalid'
  const payload = await cms()
  const subscription = await payload.findByID({ collection: 'outage-subscriptions', id, depth: 0, disableErrors: true })
  if (!subscription || !isLinkToken({ id, secret: subscription.secret }, token)) return 'invalid'
  if (action === 'unsubscribe') {
    if (subscription.status !== 'unsubscribed') {
      await payload.update({
        collection: 'outage-subscriptions',
        id,
        data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
        depth: 0,
      })
      logger.info({ subscription: id }, 'outage alert subscription ended')
    }
    return 'unsubscribed'
  }
  // A link of an ended subscription does not bring it back: subscribing again sends a new one.
  if (subscription.status === 'unsubscribed') return 'expired'
  if (subscription.status === 'pending') {
    await payload.update({
      collection: 'outage-subscriptions',
      id,
      data: { status: 'active', confirmedAt: new Date().toISOString() },
      depth: 0,
    })
    logger.info({ subscription: id }, 'outage alert subscription confirmed')
  }
  return 'confirmed'
}
