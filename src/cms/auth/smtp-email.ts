import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

/**
 * Payload's own mails (password reset, invitation) on the site's SMTP server (SMTP_URL, MAIL_FROM),
 * with the outbox's time-outs. It does what @payloadcms/email-nodemailer does, on the site's own
 * nodemailer: that package has no release for this Payload version, and Payload refuses mixed versions.
 */
export function smtpEmailAdapter(url: string, from: string): EmailAdapter {
  const sender = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  const defaultFromAddress = sender?.[2] ?? from
  const defaultFromName = sender?.[1] || defaultFromAddress
  const transport = nodemailer.createTransport(
    `${url}${url.includes('?') ? '&' : '?'}connectionTimeout=10000&greetingTimeout=10000&socketTimeout=20000`,
  )
  return () => ({
    name: 'smtp',
    defaultFromAddress,
    defaultFromName,
    sendEmail: (message) => {
      const given =
        typeof message.from === 'object' && message.from
          ? message.from.name
            ? `${message.from.name} <${message.from.address}>`
            : message.from.address
          : message.from
      return transport.sendMail({ ...message, from: given || `${defaultFromName} <${defaultFromAddress}>` })
    },
  })
}
