import * as z from 'zod/mini'

import { CANTONS } from '@/cms/fields/options'
import { npaField } from '@/features/address'

import type { FormDefinition, FormHandler } from '../form-definition'
import type { AnswerLine } from '../form-mails'
import { PHONE_COUNTRY_CODES } from '../phone'
import { addressLine, personLines, requestSender } from '../request-lines'
import { checked, choice, email, FORM_MESSAGES, FREE_TEXT_CHARS, PERSON_NAME_CHARS, phone, text } from '../rules'

/** Why the visitor writes; 'info' is the default (the contact widget option's `defaults`). */
export const CONTACT_REASONS = ['info', 'offer', 'technical', 'billing', 'other'] as const
/** §3 civility: gender none, mr, mrs (shown as none, Monsieur, Madame). */
export const CIVILITIES = ['none', 'mr', 'mrs'] as const
export const CONTACT_METHODS = ['email', 'phone'] as const
export const CONTACT_COUNTRIES = ['CH', 'FR', 'DE', 'IT', 'AT', 'LI'] as const

/** The §3 contact form fields; the same schema validates in the browser and on the server. */
export function contactSchema() {
  return z
    .object({
      reason: choice(CONTACT_REASONS),
      civility: choice(CIVILITIES),
      firstName: text({ required: true, max: 60, chars: PERSON_NAME_CHARS }),
      lastName: text({ required: true, max: 60, chars: PERSON_NAME_CHARS }),
      society: text({ max: 100, chars: FREE_TEXT_CHARS }),
      clientNumber: text({ max: 12, chars: /^\d*$/ }),
      street: text({ max: 80, chars: FREE_TEXT_CHARS }),
      number: text({ max: 10, chars: FREE_TEXT_CHARS }),
      complement: text({ max: 60, chars: FREE_TEXT_CHARS }),
      npa: npaField,
      city: text({ required: true, max: 60, chars: FREE_TEXT_CHARS }),
      canton: z.union([choice(CANTONS), z.literal('')], { error: FORM_MESSAGES.required }),
      country: choice(CONTACT_COUNTRIES),
      phone: phone({ required: false }),
      email: email(),
      methods: z.array(choice(CONTACT_METHODS), { error: FORM_MESSAGES.required }),
      message: text({ required: true, min: 10, max: 2000, chars: FREE_TEXT_CHARS, lines: 'many' }),
      privacy: checked(),
    })
    .check(
      z.superRefine((answers, context) => {
        if (answers.methods.length === 0) context.addIssue({ code: 'custom', path: ['methods'], message: 'forms.validation.required' })
        // Called back by phone needs a number to call.
        if (answers.methods.includes('phone') && answers.phone === '') {
          context.addIssue({ code: 'custom', path: ['phone', 'number'], message: 'forms.validation.required' })
        }
      }),
    )
}

export type ContactAnswers = z.infer<ReturnType<typeof contactSchema>>

export const contactForm: FormDefinition<ContactAnswers> = { kind: 'contact', schema: contactSchema, maxFiles: 5 }

export const CONTACT_DEFAULTS = {
  reason: 'info',
  civility: 'none',
  firstName: '',
  lastName: '',
  society: '',
  clientNumber: '',
  street: '',
  number: '',
  complement: '',
  npa: '',
  city: '',
  canton: '',
  country: 'CH',
  phone: { countryCode: PHONE_COUNTRY_CODES[0], number: '' },
  email: '',
  methods: ['email'],
  message: '',
  privacy: false,
  files: [] as File[],
}

/** A contact request goes to the distributor of its postal code (§9 contact lists), else to the site. */
export default {
  ...contactForm,
  postalCode: (answers) => answers.npa,
  sender: (answers) => requestSender(answers, answers),
  lines: (answers) => [
    ['forms.fields.reason', { key: `forms.contact.reasons.${answers.reason}` }],
    ['forms.fields.civility', answers.civility === 'none' ? '' : { key: `forms.civilities.${answers.civility}` }],
    ...personLines(answers),
    ['forms.fields.society', answers.society],
    ['forms.fields.clientNumber', answers.clientNumber],
    ['forms.fields.address', [addressLine(answers), answers.canton, answers.country].filter(Boolean).join(', ')],
    ...answers.methods.map((method): AnswerLine => ['forms.fields.methods', { key: `forms.methods.${method}` }]),
    ['forms.fields.message', answers.message],
  ],
} satisfies FormHandler<ContactAnswers>
