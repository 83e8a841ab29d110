import 'server-only'

import type { MailDraft } from '@/features/mail/server'
import { translator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locales'
import { quotedAnswer } from '@/lib/text'

import type { FormKind } from './kinds'

/** A line of a request as mails show it: a message key for the label, the visitor's value (or a choice's key). */
export type AnswerLine = readonly [labelKey: string, value: string | { key: string }]

interface FormMailInput {
  kind: FormKind
  reference: string
  locale: Locale
  sender: { email: string; name: string }
  recipient: string
  lines: readonly AnswerLine[]
  attachments: number[]
}

function body(t: ReturnType<typeof translator>, lines: readonly AnswerLine[]): string {
  return lines
    .map(([label, value]) => [label, typeof value === 'string' ? value.trim() : t(value.key)] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => quotedAnswer(t(label), value))
    .join('\n')
}

/**
 * The request to its recipient (the operator's staff read French; the visitor's language is
 * named) with the attachments, and the acknowledgement to the sender in their language.
 */
export function formMails(input: FormMailInput): MailDraft[] {
  const staff = translator('fr')
  const visitor = translator(input.locale)
  const request: MailDraft = {
    kind: 'form-request',
    to: input.recipient,
    subject: `${staff(`forms.mail.subject.${input.kind}`)} ${input.reference} — ${input.sender.name}`,
    text: [
      staff('forms.mail.requestIntro', { reference: input.reference, language: input.locale.toUpperCase() }),
      '',
      body(staff, input.lines),
      '',
      staff('forms.mail.attachments', { count: input.attachments.length }),
    ].join('\n'),
    attachments: input.attachments,
  }
  const acknowledgement: MailDraft = {
    kind: 'form-acknowledgement',
    to: input.sender.email,
    subject: `${visitor(`forms.mail.subject.${input.kind}`)} ${input.reference}`,
    text: [
      visitor('forms.mail.greeting', { name: input.sender.name }),
      '',
      visitor(input.kind === 'contact' ? 'forms.result.contactSuccess' : 'forms.result.success'),
      visitor('forms.mail.referenceLine', { reference: input.reference }),
      '',
      visitor('forms.mail.summary'),
      body(visitor, input.lines),
      '',
      visitor('forms.mail.signature'),
    ].join('\n'),
  }
  return [request, acknowledgement]
}
