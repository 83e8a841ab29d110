import 'server-only'

import type { Payload } from 'payload'

import { HEALTH_CATEGORIES, type HealthCategory } from '@/cms/fields/options'
import { deliverAfterResponse, enqueueMails, type MailDraft } from '@/features/mail/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/formats'
import { logger } from '@/lib/logger'
import { configuredOrigin } from '@/sites/site-origin'
import { SITE_IDS, siteRules, type SiteId } from '@/sites/sites'

import { healthWords, rowHref } from './describe'
import { refreshHealth } from './refresh.server'
import { byUrgency, type HealthRow } from './rows'
import { healthSettings } from './snapshot.server'
import { HEALTH_VIEW_PATH } from './paths'
import { healthScope, loadHealthView } from './view.server'

/** Rows a digest names; the view has the rest. */
const DIGEST_ROWS = 10

type Recipient = { email: string; name: string; locale: Locale }

/** A site's digest in one language: its counts, its most urgent rows with their admin links, the link to the view. */
function digestMail(
  site: SiteId,
  recipient: Recipient,
  counts: Partial<Record<HealthCategory, number>>,
  rows: readonly HealthRow[],
  now: number,
): Pick<MailDraft, 'subject' | 'text'> {
  const words = healthWords(recipient.locale)
  const { t } = words
  const origin = configuredOrigin(site)
  const name = siteRules(site).name
  const total = HEALTH_CATEGORIES.reduce((sum, category) => sum + (counts[category] ?? 0), 0)
  const urgent = [...rows].sort(byUrgency).slice(0, DIGEST_ROWS)
  const lines = [
    t('contentHealth.digest.hello', { name: recipient.name }),
    '',
    t('contentHealth.digest.intro', { site: name, date: formatDate(new Date(now).toISOString()) }),
    '',
    t('contentHealth.digest.counts'),
    ...HEALTH_CATEGORIES.map(
      (category) => `- ${t('contentHealth.digest.count', { category: words.category(category), count: counts[category] ?? 0 })}`,
    ),
    '',
    ...(urgent.length === 0
      ? [t('contentHealth.digest.nothing')]
      : [
          t('contentHealth.digest.urgent'),
          ...urgent.flatMap((row, index) => {
            const text = words.row(row)
            const document = t('contentHealth.digest.document', { collection: text.collection, title: text.document })
            const where = [document, text.locale].filter(Boolean).join(' · ')
            return [`${index + 1}. ${text.problem} — ${where}`, `   ${text.detail}`, `   ${origin}${rowHref(row)}`]
          }),
        ]),
    '',
    t('contentHealth.digest.all'),
    `${origin}${HEALTH_VIEW_PATH}?site=${site}`,
    '',
    t('contentHealth.digest.why'),
  ]
  return { subject: t('contentHealth.digest.subject', { site: name, count: total }), text: `${lines.join('\n')}\n` }
}

/** The accounts that get the digest: the editors, each in the language of their account. */
async function recipients(payload: Payload): Promise<Recipient[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'editor' } }, { _verified: { equals: true } }] },
    depth: 0,
    pagination: false,
  })
  return docs.map((user) => ({ email: user.email, name: user.name || user.email, locale: isLocale(user.language) ? user.language : 'fr' }))
}

export type DigestReport = { sent: number; skipped: boolean }

/**
 * The weekly digest (a job of the jobs queue): the findings refreshed, then per site a mail to
 * each editor through the outbox, unless the settings turned the digest off. Every site and
 * category is counted as an editor sees it in the view.
 */
export async function sendDigests(payload: Payload, now = Date.now()): Promise<DigestReport> {
  const { weeklyDigest } = await healthSettings(payload)
  if (!weeklyDigest) return { sent: 0, skipped: true }
  await refreshHealth(payload, now)
  const editors = await recipients(payload)
  const scope = healthScope({ role: 'editor' })
  if (!scope || editors.length === 0) return { sent: 0, skipped: false }
  const mails: MailDraft[] = []
  for (const site of SITE_IDS) {
    // The first page of the view holds its most urgent rows.
    const view = await loadHealthView(payload, scope, { site, category: null, locale: null, page: 1 }, now)
    for (const editor of editors) {
      mails.push({ kind: 'content-health-digest', to: editor.email, ...digestMail(site, editor, view.counts, view.rows, now) })
    }
  }
  await enqueueMails(payload, {}, null, mails)
  deliverAfterResponse()
  logger.info({ mails: mails.length }, 'content health digests queued')
  return { sent: mails.length, skipped: false }
}
