import { afterAll, expect, it } from 'vitest'

import { cms } from '@/cms/client'
import { drained } from '@/lib/drain'

import { startSmtpSink } from '../../../tests/support/smtp-sink'
import { deliverOutbox, ensureOutboxTimer } from './outbox'

// Its own file: a stopping process never delivers again, so no other outbox test may follow it.
afterAll(async () => (await cms()).destroy())

it('a stopping server sends the mail it is sending and claims no more', async () => {
  const sink = await startSmtpSink({ acceptAfterMs: 500 })
  process.env.SMTP_URL = sink.url
  const payload = await cms()
  const marker = `stopping-${Date.now()}`
  const ids: number[] = []
  // Due before any mail other tests left pending: this run takes them first, in this order.
  for (let i = 0; i < 3; i++) {
    const mail = await payload.create({
      collection: 'outbox',
      data: {
        kind: 'form-request',
        to: 'drain@example.ch',
        subject: `${marker} ${i}`,
        text: 'Bonjour',
        status: 'pending',
        attempts: 0,
        nextAttemptAt: new Date(Date.UTC(2000, 0, 1, 0, 0, i)).toISOString(),
      },
      depth: 0,
    })
    ids.push(mail.id)
  }
  ensureOutboxTimer()
  const run = deliverOutbox()
  // The run has claimed the first mail and waits for the server's answer to it: now SIGTERM.
  await expect.poll(() => sink.messages.length).toBe(1)
  await drained()
  await run
  // A request accepted before the signal asks for a run after it: it claims nothing.
  expect(await deliverOutbox()).toEqual({ sent: 0, failed: 0, skipped: false })

  const rows = (await payload.find({ collection: 'outbox', where: { id: { in: ids } }, sort: 'id', depth: 0 })).docs
  expect(rows.map((row) => [row.status, row.attempts])).toEqual([
    ['sent', 1],
    ['pending', 0],
    ['pending', 0],
  ])
  expect(sink.messages.map((mail) => /Subject: (.*)/.exec(mail.data)?.[1]?.trim())).toEqual([`${marker} 0`])
  await sink.close()
  delete process.env.SMTP_URL
})
