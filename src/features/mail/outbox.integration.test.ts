import { afterAll, afterEach, expect, it } from 'vitest'

import { cms } from '@/cms/client'

import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink'
import { deliverDueMails, deliverOutbox, outboxSettled } from './outbox'
import { MAX_ATTEMPTS } from './retry'

afterAll(async () => (await cms()).destroy())

let sink: SmtpSink | null = null
afterEach(async () => {
  await outboxSettled()
  await sink?.close()
  sink = null
  delete process.env.SMTP_URL
})

async function queueMail(subject: string, to = 'queue@example.ch'): Promise<number> {
  const payload = await cms()
  const mail = await payload.create({
    collection: 'outbox',
    data: {
      kind: 'form-request',
      to,
      subject,
      text: 'Bonjour',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
    },
    depth: 0,
  })
  return mail.id
}

const subjectsSent = (marker: string) =>
  (sink?.messages ?? []).map((mail) => /Subject: (.*)/.exec(mail.data)?.[1]?.trim() ?? '').filter((subject) => subject.startsWith(marker))

it('a mail queued while a run is under way leaves right after that run, not at the retry timer', async () => {
  sink = await startSmtpSink({ acceptAfterMs: 300 })
  process.env.SMTP_URL = sink.url
  const marker = `during-a-run-${Date.now()}`
  await queueMail(`${marker} first`)
  const run = deliverOutbox()
  // The run has read the due mails and waits for the server's answer to one of them.
  await expect.poll(() => sink?.messages.length ?? 0).toBeGreaterThan(0)
  await queueMail(`${marker} second`)
  await deliverOutbox()
  await run
  await expect.poll(() => subjectsSent(marker).sort(), { timeout: 15_000 }).toEqual([`${marker} first`, `${marker} second`])
})

it('one run sends a rush of mails at once, more than it reads at a time', async () => {
  sink = await startSmtpSink()
  process.env.SMTP_URL = sink.url
  const marker = `rush-${Date.now()}`
  for (let i = 0; i < 45; i++) await queueMail(`${marker} ${i}`)
  await deliverOutbox()
  expect(subjectsSent(marker)).toHaveLength(45)
})

it('two server instances delivering at the same time send each due mail once', async () => {
  sink = await startSmtpSink()
  process.env.SMTP_URL = sink.url
  const payload = await cms()
  const marker = `two-instances-${Date.now()}`
  const ids: number[] = []
  for (let i = 0; i < 12; i++) ids.push(await queueMail(`${marker} ${i}`))
  const pending = async () =>
    (await payload.count({ collection: 'outbox', where: { and: [{ id: { in: ids } }, { status: { equals: 'pending' } }] } })).totalDocs
  // Each instance has its own run; they read the same due rows (earlier tests may have left others).
  for (let round = 0; round < 10 && (await pending()) > 0; round++) {
    await Promise.all([deliverDueMails(new Date()), deliverDueMails(new Date())])
  }
  expect(subjectsSent(marker).sort()).toEqual(ids.map((_, i) => `${marker} ${i}`).sort())
  const rows = (await payload.find({ collection: 'outbox', where: { id: { in: ids } }, depth: 0, limit: 20 })).docs
  expect(rows.map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ['sent', 1]))
})

it('a mail the server never takes is tried MAX_ATTEMPTS times, then marked failed and tried no more', async () => {
  const to = `never-${Date.now()}@example.ch`
  sink = await startSmtpSink({ refuseRecipient: to })
  process.env.SMTP_URL = sink.url
  const payload = await cms()
  const id = await queueMail('never delivered', to)
  const row = () => payload.findByID({ collection: 'outbox', id, depth: 0 })
  // Each run at the time the mail is next due: the retries without their waits.
  let now = Date.now()
  for (let run = 1; run <= MAX_ATTEMPTS + 2; run++) {
    await deliverDueMails(new Date(now))
    const mail = await row()
    expect([mail.status, mail.attempts], `after run ${run}`).toEqual(run < MAX_ATTEMPTS ? ['pending', run] : ['failed', MAX_ATTEMPTS])
    now = Math.max(now, Date.parse(mail.nextAttemptAt ?? '')) + 1
  }
  expect(MAX_ATTEMPTS).toBeGreaterThan(3)
  expect(sink.refused).toEqual(Array.from({ length: MAX_ATTEMPTS }, () => to))
})
