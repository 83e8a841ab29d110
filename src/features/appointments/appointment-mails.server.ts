import 'server-only'

import type { MailDraft } from '@/features/mail/server'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { mailFrom } from '@/lib/env'

import { invitationCalendar } from './invitation.server'
import type { Slot } from './slots'
import { formatHalfDayHours, formatSlotDay } from './times'

export type AppointmentChange = 'booked' | 'moved' | 'cancelled'

export interface AppointmentMailInput {
  change: AppointmentChange
  to: string
  locale: Locale
  firstName: string
  lastName: string
  reference: string
  slot: Slot
  network: string
  /** Where the technician comes. */
  address: string
  /** The order's signed page, absolute: where the customer moves or cancels. */
  trackingUrl: string
  uid: string
  sequence: number
}

/** `Name <address>` or a bare address, as MAIL_FROM may be written. */
function organizer(): { name: string; email: string } {
  const from = mailFrom()
  const match = /^\s*"?([^"<]*)"?\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: (match[1] ?? '').trim(), email: match[2] ?? '' } : { name: from, email: from }
}

/**
 * The customer's mail of a booked, moved or cancelled installation, in the order's language, with
 * the invitation their calendar reads; it also tells the order's new status, so it is the only mail
 * of that change.
 */
export function appointmentMail(input: AppointmentMailInput): MailDraft {
  const t = translator(input.locale)
  const when = { date: formatSlotDay(input.slot.day, input.locale), hours: formatHalfDayHours(input.slot.half), network: input.network }
  const summary = t('appointments.invitation.summary', { network: input.network })
  const calendar = invitationCalendar({
    uid: input.uid,
    sequence: input.sequence,
    slot: input.slot,
    summary,
    description: t('appointments.invitation.description', { reference: input.reference }),
    location: input.address,
    url: input.trackingUrl,
    organizer: organizer(),
    attendee: { name: `${input.firstName} ${input.lastName}`, email: input.to },
    cancelled: input.change === 'cancelled',
  })
  return {
    kind: 'installation-appointment',
    to: input.to,
    subject: t(`appointments.mail.subject.${input.change}`, { reference: input.reference }),
    text: [
      t('orderTracking.mail.greeting', { name: input.firstName }),
      t(`appointments.mail.${input.change}`, { reference: input.reference, ...when }),
      input.change === 'cancelled' ? t('appointments.mail.rebook') : t('appointments.mail.changeUntil'),
      input.trackingUrl,
      t('orderTracking.mail.signature'),
    ].join('\n\n'),
    calendar,
  }
}
