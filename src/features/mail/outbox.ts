import 'server-only'

import path from 'node:path'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload, PayloadRequest } from 'payload'

import { cms } from '@/cms/client'
import type { MailKind } from '@/cms/fields/options'
import type { Outbox } from '@/cms/payload-types'
import { onDrain } from '@/lib/drain'
import { attachmentsDir, mailFrom, smtpUrl } from '@/lib/env'
import { inBackground } from '@/lib/in-background'
import { logger } from '@/lib/logger'
import { onMailQueued } from '@/lib/mail-queued'
import { processWide } from '@/lib/process-wide'

import { MAX_ATTEMPTS, retryDelayMs } from './retry'

export interface MailDraft {
  kind: MailKind
  to: string
  subject: string
  text: string
  /** Form attachments sent with the mail (ids of form-attachments). */
  attachments?: number[]
  /** An iCalendar invitation (METHOD:REQUEST or CANCEL) the customer's calendar reads. */
  calendar?: string
}

/**
 * What a mail belongs to: an order, a form submission or an outage-alert subscription; none for a
 * mail of the site to its own staff (the content health digest).
 */
export type MailSource = { order: number } | { submission: number } | { outageSubscription: number } | null

/**
 * Queues mails in the caller's transaction: they exist exactly when the order or request does.
 * `holdMs` keeps them back a moment, for a change that may rewrite them (deliverIn sends them then).
 */
export async function enqueueMails(
  payload: Payload,
  req: Partial<PayloadRequest>,
  source: MailSource,
  mails: readonly MailDraft[],
  holdMs = 0,
) {
  for (const mail of mails) {
    await payload.create({
      collection: 'outbox',
      data: { ...mail, ...source, status: 'pending', attempts: 0, nextAttemptAt: new Date(Date.now() + holdMs).toISOString() },
      req,
      depth: 0,
    })
  }
}

/** The stored files of a mail, by the name Payload gave them in the private folder. */
function attachmentsOf(mail: Outbox): { filename: string; path: string; contentType?: string }[] {
  return (mail.attachments ?? []).flatMap((file) =>
    typeof file === 'object' && file.filename
      ? [{ filename: file.filename, path: path.join(attachmentsDir(), file.filename), contentType: file.mimeType ?? undefined }]
      : [],
  )
}

/** The METHOD the invitation declares; nodemailer repeats it in the part's content type. */
const calendarMethod = (calendar: string): string => /^METHOD:(\w+)/m.exec(calendar)?.[1] ?? 'PUBLISH'

let transport: { url: string; transporter: Transporter } | null = null

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    // Short timeouts: a stuck SMTP server must not hold the queue; the retry comes later.
    transport = {
      url,
      transporter: nodemailer.createTransport(
        `${url}${url.includes('?') ? '&' : '?'}connectionTimeout=10000&greetingTimeout=10000&socketTimeout=20000`,
      ),
    }
  }
  return transport.transporter
}

export interface DeliveryReport {
  sent: number
  failed: number
  /** No SMTP_URL: nothing was tried, the mails wait in the outbox. */
  skipped: boolean
}

/**
 * The run under way and the retry timer, on globalThis: the CMS hooks (loaded through
 * instrumentation) and the routes get this module from different server bundles, and two runs at
 * once would both send the same pending mail.
 */
type OutboxState = { running: Promise<DeliveryReport> | null; again: boolean; timer: NodeJS.Timeout | null; stopping: boolean }

function state(): OutboxState {
  return processWide<OutboxState>('outbox', () => ({ running: null, again: false, timer: null, stopping: false }))
}

/**
 * Sends the mails that are due; one run at a time per process. Mail queued while a run is under
 * way was not among the mails it read: one more run follows, rather than the mail waiting for the
 * retry timer.
 */
export function deliverOutbox(now = new Date()): Promise<DeliveryReport> {
  const shared = state()
  if (shared.running) {
    shared.again = true
    return shared.running
  }
  shared.running = deliverDueMails(now).finally(() => {
    shared.running = null
    if (!shared.again || shared.stopping) return
    shared.again = false
    deliverOutbox().catch((error: unknown) => logger.error({ err: error }, 'outbox run failed'))
  })
  return shared.running
}

/**
 * A stopping server (src/lib/drain.ts): the run under way sends the mail it has claimed and claims
 * no more; the other instances, or this one's next start, send the rest. Waiting for a whole
 * backlog would outlast the drain time and cut a mail mid-send.
 */
async function stopDelivering(): Promise<void> {
  state().stopping = true
  await outboxSettled()
}

/** Resolves once no delivery run, nor one asked for meanwhile, is under way in this process. */
export async function outboxSettled(): Promise<void> {
  const shared = state()
  while (shared.running) await shared.running.catch(() => undefined)
}

/** Longer than a delivery may take (the transport's time-outs): then the mail is due again. */
const CLAIM_MS = 5 * 60_000

/**
 * Takes a due mail for this run, or learns that another server instance took it: one statement
 * counts the attempt and moves the next attempt past the delivery only while the row is still
 * pending with the attempts this run read. Payload's update reads, then writes by id, which two
 * instances could both pass and send the mail twice.
 */
async function claim(payload: Payload, mail: Outbox, attempts: number): Promise<boolean> {
  const db = payload.db as unknown as {
    drizzle: unknown
    execute: (args: { drizzle: unknown; sql: unknown }) => Promise<{ rowsAffected?: number; rowCount?: number | null }>
  }
  const claimedUntil = new Date(Date.now() + CLAIM_MS).toISOString()
  const result = await db.execute({
    drizzle: db.drizzle,
    sql: sql`update outbox set attempts = ${attempts}, next_attempt_at = ${claimedUntil} where id = ${mail.id} and status = 'pending' and attempts = ${mail.attempts ?? 0}`,
  })
  return (result.rowsAffected ?? result.rowCount ?? 0) === 1
}

/** Due mails read at a time; a run reads again until none is left, so a rush leaves at once. */
const BATCH = 20

/** One delivery run; server instances may run theirs at the same time (exported for that test). */
export async function deliverDueMails(now: Date): Promise<DeliveryReport> {
  const url = smtpUrl()
  if (!url) return { sent: 0, failed: 0, skipped: true }
  const payload = await cms()
  const report: DeliveryReport = { sent: 0, failed: 0, skipped: false }
  // A mail this run claims leaves the due set (sent, or rescheduled); one another instance claimed
  // has left it too. A batch that claimed nothing ends the run rather than read the same rows again.
  for (;;) {
    const due = await payload.find({
      collection: 'outbox',
      where: { and: [{ status: { equals: 'pending' } }, { nextAttemptAt: { less_than_equal: now.toISOString() } }] },
      sort: 'nextAttemptAt',
      limit: BATCH,
      depth: 1,
    })
    let claimed = 0
    for (const mail of due.docs) {
      if (state().stopping) return report
      if (await deliverOne(payload, url, mail, now, report)) claimed++
    }
    if (due.docs.length < BATCH || claimed === 0) return report
  }
}

/** Sends one mail this run has claimed; false when another instance had it. */
async function deliverOne(payload: Payload, url: string, mail: Outbox, now: Date, report: DeliveryReport): Promise<boolean> {
  const attempts = (mail.attempts ?? 0) + 1
  if (!(await claim(payload, mail, attempts))) return false
  try {
    await transporterFor(url).sendMail({
      from: mailFrom(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      attachments: attachmentsOf(mail),
      // Sent as the text/calendar alternative calendars act on, and as an .ics file.
      ...(mail.calendar
        ? { icalEvent: { method: calendarMethod(mail.calendar), filename: 'installation.ics', content: mail.calendar } }
        : {}),
    })
    await payload.update({
      collection: 'outbox',
      id: mail.id,
      data: { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null },
      depth: 0,
    })
    report.sent++
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error)
    const giveUp = attempts >= MAX_ATTEMPTS
    await payload.update({
      collection: 'outbox',
      id: mail.id,
      data: {
        attempts,
        lastError,
        status: giveUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
      },
      depth: 0,
    })
    logger.warn({ outboxId: mail.id, attempts, giveUp, err: lastError }, 'mail delivery failed')
    report.failed++
  }
  return true
}

const TIMER_MS = 60_000
/**
 * Retries keep running after the order that queued them; the timer never keeps the process alive.
 * A stopping server lets the mail under way finish (cut, it would be sent again after the claim).
 */
export function ensureOutboxTimer(): void {
  onDrain(stopDelivering)
  // The CMS's account mails leave as soon as they are written, like the site's.
  onMailQueued(deliverAfterResponse)
  const shared = state()
  if (shared.timer || !smtpUrl()) return
  shared.timer = setInterval(() => {
    deliverOutbox().catch((error: unknown) => logger.error({ err: error }, 'outbox run failed'))
  }, TIMER_MS)
  shared.timer.unref()
}

/** Mail leaves after the answer: the visitor never waits for SMTP, and retries keep running. */
export function deliverAfterResponse(): void {
  inBackground(() => deliverOutbox().then(ensureOutboxTimer), 'outbox run failed')
}

/** A delivery run once mails held for `ms` are due (the timer would take up to a minute more). */
export function deliverIn(ms: number): void {
  setTimeout(() => {
    deliverOutbox().then(ensureOutboxTimer, (error: unknown) => logger.error({ err: error }, 'outbox run failed'))
  }, ms).unref()
}
