import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { cms } from '@/cms/client'
import { standaloneForm, type PostedForm, type StandaloneFormHandler } from '@/features/forms/server'
import { enqueueMails } from '@/features/mail/server'
import { rateLimit } from '@/lib/api/rate-limits'
import { logger } from '@/lib/logger'
import { inboxKey } from '@/lib/mailbox'
import { configuredOrigin } from '@/sites/site-origin'
import { siteRules } from '@/sites/sites'

import { confirmationMail } from './alert-mails.server'
import { actionLink, newSecret } from './links.server'
import { subscriptionForm, type SubscriptionAnswers } from './subscription-form'

/**
 * A subscription: stored as pending with its confirmation mail in one transaction. The visitor
 * always gets the same answer — new address, address already subscribed, or one over its limit —
 * so the form never tells whether someone is subscribed.
 */
export const subscriptionHandler: StandaloneFormHandler<SubscriptionAnswers> = {
  ...subscriptionForm,
  async accept(answers, { site, locale, client }) {
    const email = answers.email.trim().toLowerCase()
    if (!(await rateLimit('outage-alerts-client').consume(client)).allowed) {
      logger.warn({ site, client }, 'outage alert confirmations asked by one client over the limit')
      return true
    }
    if (!(await rateLimit('outage-alerts-inbox').consume(inboxKey(email))).allowed) {
      logger.warn({ site }, 'outage alert confirmations for one inbox over the limit')
      return true
    }
    const payload = await cms()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      const { docs } = await payload.find({
        collection: 'outage-subscriptions',
        where: { and: [{ email: { equals: email } }, { npa: { equals: answers.npa } }, { site: { equals: String(site) } }] },
        limit: 1,
        depth: 0,
        req,
      })
      const existing = docs[0]
      if (existing?.status === 'active') {
        await commitTransaction(req)
        return true
      }
      const data = {
        email,
        npa: answers.npa,
        site: String(site) as '1' | '2' | '3',
        locale,
        origin: configuredOrigin(site),
        status: 'pending' as const,
        secret: newSecret(),
      }
      const subscription = existing
        ? await payload.update({ collection: 'outage-subscriptions', id: existing.id, data, depth: 0, req })
        : await payload.create({ collection: 'outage-subscriptions', data, depth: 0, req })
      const link = { id: subscription.id, secret: data.secret, locale }
      await enqueueMails(payload, req, { outageSubscription: subscription.id }, [
        confirmationMail({
          to: email,
          locale,
          npa: answers.npa,
          siteName: siteRules(site).name,
          confirmUrl: actionLink(data.origin, 'confirm', link),
          unsubscribeUrl: actionLink(data.origin, 'unsubscribe', link),
        }),
      ])
      await commitTransaction(req)
      logger.info({ subscription: subscription.id, site }, 'outage alert subscription waiting for confirmation')
      return true
    } catch (error) {
      await killTransaction(req)
      logger.error({ err: error, site }, 'outage alert subscription could not be stored')
      return false
    }
  },
}

/** POST /api/outage-alerts: the form platform's checks, then the subscription. */
export const subscriptionPost: PostedForm = standaloneForm(subscriptionHandler)
