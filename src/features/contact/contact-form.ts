import * as z from 'zod/mini'

import { CANTONS } from '@/cms/fields/options'
import { npaField } from '@/features/address'
import {
  checked,
  choice,
  email,
  FORM_MESSAGES,
  type FormDefinition,
  FREE_TEXT_CHARS,
  PERSON_NAME_CHARS,
  phone,
  PHONE_COUNTRY_CODES,
  text,
} from '@/features/forms'

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
