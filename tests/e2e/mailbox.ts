import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

import { startSmtpSink, type ReceivedMail } from '../support/smtp-sink'

/**
 * One SMTP server for the whole browser run (SMTP_URL of playwright.config.ts), started by the
 * global setup; every mail it receives is appended to a file the tests of any worker read.
 */
const MAILBOX = path.resolve('.tmp/e2e-mailbox.jsonl')
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3225)

export async function startMailbox(): Promise<() => Promise<void>> {
  mkdirSync(path.dirname(MAILBOX), { recursive: true })
  rmSync(MAILBOX, { force: true })
  const sink = await startSmtpSink({ port: SMTP_PORT, onMessage: (mail) => appendFileSync(MAILBOX, `${JSON.stringify(mail)}\n`) })
  return () => sink.close()
}

export function receivedMails(): ReceivedMail[] {
  if (!existsSync(MAILBOX)) return []
  return readFileSync(MAILBOX, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail)
}

/** Waits until a mail to `to` that contains `text` has arrived, and returns it. */
export async function expectMail(to: string, text: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      () => {
        found = receivedMails().find((mail) => mail.to.includes(to) && mail.data.includes(text))
        return found !== undefined
      },
      { timeout: 20_000, message: `a mail to ${to} containing ${text}` },
    )
    .toBe(true)
  return found as ReceivedMail
}

/** Quoted-printable text as written: soft line breaks joined, =XX bytes back to UTF-8. */
export function quotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'))
}

/** A mail's text as written, spaces collapsed. */
export function mailText(mail: ReceivedMail): string {
  return quotedPrintable(mail.data).replace(/\s+/g, ' ')
}

/**
 * Waits until a mail to `to` whose text (read by `decode`) contains `containing`, and returns that
 * text; `since` leaves out the mails received before (a count of receivedMails()).
 */
export async function mailTo(
  to: string,
  containing: string,
  decode: (data: string) => string = quotedPrintable,
  since = 0,
): Promise<string> {
  const find = () =>
    receivedMails()
      .slice(since)
      .map((mail) => ({ to: mail.to, text: decode(mail.data) }))
      .find((mail) => mail.to.includes(to) && mail.text.includes(containing))
  await expect.poll(() => find() !== undefined, { timeout: 20_000, message: `a mail to ${to} containing ${containing}` }).toBe(true)
  return find()?.text ?? ''
}
