import * as z from 'zod/mini'

import { npaField } from '@/features/address'

import type { FormDefinition, FormHandler } from '../form-definition'
import { PHONE_COUNTRY_CODES } from '../phone'
import { addressLine, personLines, requestSender } from '../request-lines'
import { checked, date, email, FORM_MESSAGES, FREE_TEXT_CHARS, PERSON_NAME_CHARS, phone, text } from '../rules'

/** §9 moving texts: keeping the subscription costs CHF 49, a technician CHF 85 more; at least 3 weeks' notice. */
export const MOVING_FEES = { keepSubscription: 49, technician: 85 } as const
export const MOVING_NOTICE_DAYS = 21

const address = {
  street: text({ required: true, max: 80, chars: FREE_TEXT_CHARS }),
  number: text({ required: true, max: 10, chars: FREE_TEXT_CHARS }),
  npa: npaField,
  city: text({ required: true, max: 60, chars: FREE_TEXT_CHARS }),
  apartment: text({ max: 40, chars: FREE_TEXT_CHARS }),
}

/** The §3 contact store's move: old address with its release date, new address with its entry date. */
export function movingSchema(today: Date) {
  return z.object({
    firstName: text({ required: true, max: 60, chars: PERSON_NAME_CHARS }),
    lastName: text({ required: true, max: 60, chars: PERSON_NAME_CHARS }),
    clientNumber: text({ required: true, max: 12, chars: /^\d*$/ }),
    email: email(),
    phone: phone({ required: true }),
    oldAddress: z.object(
      { ...address, releaseDate: date({ notBeforeToday: true, today: () => today }) },
      { error: FORM_MESSAGES.required },
    ),
    newAddress: z.object(
      { ...address, entryDate: date({ minDaysFromToday: MOVING_NOTICE_DAYS, today: () => today }) },
      { error: FORM_MESSAGES.required },
    ),
    remark: text({ max: 2000, chars: FREE_TEXT_CHARS, lines: 'many' }),
    fees: checked(),
  })
}

export type MovingAnswers = z.infer<ReturnType<typeof movingSchema>>

export const movingForm: FormDefinition<MovingAnswers> = { kind: 'moving', schema: movingSchema, maxFiles: 0 }

const EMPTY_ADDRESS = { street: '', number: '', npa: '', city: '', apartment: '' }

export const MOVING_DEFAULTS = {
  firstName: '',
  lastName: '',
  clientNumber: '',
  email: '',
  phone: { countryCode: PHONE_COUNTRY_CODES[0], number: '' },
  oldAddress: { ...EMPTY_ADDRESS, releaseDate: '' },
  newAddress: { ...EMPTY_ADDRESS, entryDate: '' },
  remark: '',
  fees: false,
}

/** A move goes to the network of the new address, which connects it. */
export default {
  ...movingForm,
  postalCode: (answers) => answers.newAddress.npa,
  sender: (answers) => requestSender(answers, answers.newAddress),
  lines: (answers) => [
    ...personLines(answers),
    ['forms.fields.clientNumber', answers.clientNumber],
    ['forms.moving.oldAddress', addressLine(answers.oldAddress)],
    ['forms.moving.releaseDate', answers.oldAddress.releaseDate],
    ['forms.moving.newAddress', addressLine(answers.newAddress)],
    ['forms.moving.entryDate', answers.newAddress.entryDate],
    ['forms.fields.remark', answers.remark],
  ],
} satisfies FormHandler<MovingAnswers>
