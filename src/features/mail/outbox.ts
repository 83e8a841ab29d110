import 'server-only'

import path from 'node:path'

import { after } from 'next/server'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload, PayloadRequest } from 'payload'

import { cms } from '@/cms/client'
import type { MailKind } from '@/cms/fields/options'
import type { Outbox } from '@/cms/payload-types'
import { attachmentsDir, mailFrom, smtpUrl } from '@/lib/env'
import { logger } from '@/lib/logger'

import { MAX_ATTEMPTS, retryDelayMs } from './retry'

export interface MailDraft {
  kind: MailKind
  to: string
  subject: string
  text: string
  /** Form attachments sent with the mail (ids of form-attachments). */
  attachments?: number[]
}

/** What a mail belongs to: an order, a form submission or an outage-alert subscription. */
export type MailSource = { order: number } | { submission: number } | { outageSubscription: number }

/** Queues mails in the caller's transaction: they exist exactly when the order or request does. */
export async function enqueueMails(payload: Payload, req: Partial<PayloadRequest>, source: MailSource, mails: readonly MailDraft[]) {
  for (const mail of mails) {
    await payload.create({
      collection: 'outbox',
      data: { ...mail, ...source, status: 'pending', attempts: 0, nextAttemptAt: new Date().toISOString() },
      req,
      depth: 0,
    })
  }
}

/** The stored files of a mail, by the name Payload gave them in the private folder. */
function attachmentsOf(mail: Outbox): { filename: string; path: string; contentType?: string }[] {
  return (mail.attachments ?? []).flatMap((file) =>
    typeof file === 'object' && file.filename ? [{ filename: file.filename, path: path.join(attachmentsDir(), file.filename), contentType: file.mimeType ?? undefined }] : [],
  )
}

let transport: { url: string; transporter: Transporter } | null = null

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    // Short timeouts: a stuck SMTP server must not hold the queue; the retry comes later.
    transport = { url, transporter: nodemailer.createTransport(`${url}${url.includes('?') ? '&' : '?'}connectionTimeout=10000&greetingTimeout=10000&socketTimeout=20000`) }
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
const STATE = Symbol.for('operator-website.outbox')

function state(): { running: Promise<DeliveryReport> | null; timer: NodeJS.Timeout | null } {
  const scope = globalThis as typeof globalThis & { [STATE]?: { running: Promise<DeliveryReport> | null; timer: NodeJS.Timeout | null } }
  scope[STATE] ??= { running: null, timer: null }
  return scope[STATE]
}

/** Sends the mails that are due; one run at a time per process. */
export function deliverOutbox(now = new Date()): Promise<DeliveryReport> {
  const shared = state()
  shared.running ??= deliver(now).finally(() => {
    shared.running = null
  })
  return shared.running
}

async function deliver(now: Date): Promise<DeliveryReport> {
  const url = smtpUrl()
  if (!url) return { sent: 0, failed: 0, skipped: true }
  const payload = await cms()
  const due = await payload.find({
    collection: 'outbox',
    where: { and: [{ status: { equals: 'pending' } }, { nextAttemptAt: { less_than_equal: now.toISOString() } }] },
    sort: 'nextAttemptAt',
    limit: 20,
    depth: 1,
  })
  const report: DeliveryReport = { sent: 0, failed: 0, skipped: false }
  for (const mail of due.docs) {
    const attempts = (mail.attempts ?? 0) + 1
    try {
      await transporterFor(url).sendMail({ from: mailFrom(), to: mail.to, subject: mail.subject, text: mail.text, attachments: attachmentsOf(mail) })
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
  }
  return report
}

const TIMER_MS = 60_000
/** Retries keep running after the order that queued them; the timer never keeps the process alive. */
export function ensureOutboxTimer(): void {
  const shared = state()
  if (shared.timer || !smtpUrl()) return
  shared.timer = setInterval(() => {
    deliverOutbox().catch((error: unknown) => logger.error({ err: error }, 'outbox run failed'))
  }, TIMER_MS)
  shared.timer.unref()
}

/** Mail leaves after the answer: the visitor never waits for SMTP, and retries keep running. */
export function deliverAfterResponse(): void {
  const run = () => deliverOutbox().then(ensureOutboxTimer, (error: unknown) => logger.error({ err: error }, 'outbox run failed'))
  try {
    after(run)
  } catch {
    // Outside a request (a script, a test calling the handler): at once, without waiting.
    void run()
  }
}
