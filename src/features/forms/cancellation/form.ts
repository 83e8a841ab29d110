import * as z from 'zod/mini'

import { npaField } from '@/features/address'

import type { FormDefinition, FormHandler } from '../form-definition'
import { PHONE_COUNTRY_CODES } from '../phone'
import { addressLine, personLines, requestSender } from '../request-lines'
import { checked, choice, date, email, FREE_TEXT_CHARS, PERSON_NAME_CHARS, phone, text } from '../rules'

export const CANCELLATION_REASONS = ['moving_abroad', 'price', 'service', 'competitor', 'other'] as const

/** Client number, address, reason, date (not in the past), and the confirmation. */
export function cancellationSchema(today: Date) {
  return z.object({
    clientNumber: text({ required: true, max: 12, chars: /^\d*$/ }),
    firstName: text({ required: true, max: 60, chars: PERSON_NAME_CHARS }),
    lastName: text({ required: true, max: 60, chars: PERSON_NAME_CHARS }),
    email: email(),
    phone: phone({ required: false }),
    street: text({ required: true, max: 80, chars: FREE_TEXT_CHARS }),
    number: text({ required: true, max: 10, chars: FREE_TEXT_CHARS }),
    npa: npaField,
    city: text({ required: true, max: 60, chars: FREE_TEXT_CHARS }),
    reason: choice(CANCELLATION_REASONS),
    date: date({ required: true, notBeforeToday: true, today: () => today }),
    remark: text({ max: 2000, chars: FREE_TEXT_CHARS, lines: 'many' }),
    confirmation: checked(),
  })
}

export type CancellationAnswers = z.infer<ReturnType<typeof cancellationSchema>>

export const cancellationForm: FormDefinition<CancellationAnswers> = { kind: 'cancellation', schema: cancellationSchema, maxFiles: 0 }

export const CANCELLATION_DEFAULTS = {
  clientNumber: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: { countryCode: PHONE_COUNTRY_CODES[0], number: '' },
  street: '',
  number: '',
  npa: '',
  city: '',
  reason: 'moving_abroad',
  date: '',
  remark: '',
  confirmation: false,
}

/** A cancellation goes to the network of the address it ends. */
export default {
  ...cancellationForm,
  postalCode: (answers) => answers.npa,
  sender: (answers) => requestSender(answers, answers),
  lines: (answers) => [
    ['forms.fields.clientNumber', answers.clientNumber],
    ...personLines(answers),
    ['forms.fields.address', addressLine(answers)],
    ['forms.fields.reason', { key: `forms.cancellation.reasons.${answers.reason}` }],
    ['forms.cancellation.date', answers.date],
    ['forms.fields.remark', answers.remark],
  ],
} satisfies FormHandler<CancellationAnswers>
