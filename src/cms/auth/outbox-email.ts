import type { EmailAdapter, SendEmailOptions } from 'payload'

import { mailQueued } from '@/lib/mail-queued'

/** Entities the account mails' HTML escapes (`&#NN;`) and the named ones Payload's own texts use. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The text alternative of an account mail's HTML: one line per paragraph, a link's address kept. */
function textOfHtml(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_, href: string, label: string) =>
      label.trim() === href ? href : `${label}: ${href}`,
    )
    .replace(/<\/p>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (entity: string, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
        : (NAMED[name.toLowerCase()] ?? entity),
    )
    .split('\n')
    .map((line) => line.trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim()
}

/** Payload names one recipient, the account's address. */
const addressOf = (to: SendEmailOptions['to']): string => {
  const first: unknown = Array.isArray(to) ? to[0] : to
  return typeof first === 'object' && first !== null && 'address' in first ? String(first.address) : String(first ?? '')
}

/**
 * Payload's own mails (password reset, invitation) go where every mail of the site goes: written
 * to the outbox, sent after the answer, retried while SMTP is down, visible to staff; without
 * SMTP_URL they wait there. The sender is the outbox's (MAIL_FROM), read when the mail leaves.
 */
export function outboxEmailAdapter(from: string): EmailAdapter {
  const sender = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  const defaultFromAddress = sender?.[2] ?? from
  const defaultFromName = sender?.[1] || defaultFromAddress
  return ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress,
    defaultFromName,
    sendEmail: async (message) => {
      const html = typeof message.html === 'string' ? message.html : ''
      const mail = await payload.create({
        collection: 'outbox',
        data: {
          kind: 'account',
          to: addressOf(message.to),
          subject: String(message.subject ?? ''),
          text: typeof message.text === 'string' && message.text ? message.text : textOfHtml(html),
          ...(html ? { html } : {}),
          status: 'pending',
          attempts: 0,
          nextAttemptAt: new Date().toISOString(),
        },
        depth: 0,
      })
      mailQueued()
      return { queued: mail.id }
    },
  })
}
