import 'server-only'

import { routeByPostalCode, type AnswerLine, type FormHandler } from '@/features/forms/server'

import { cancellationForm, type CancellationAnswers } from './cancellation-form'
import { contactForm, type ContactAnswers } from './contact-form'
import { movingForm, type MovingAnswers } from './moving-form'

const addressLine = (address: { street: string; number: string; npa: string; city: string; apartment?: string; complement?: string }) =>
  [`${address.street} ${address.number}`.trim(), address.apartment ?? address.complement ?? '', `${address.npa} ${address.city}`]
    .filter(Boolean)
    .join(', ')

const person = (answers: { firstName: string; lastName: string; email: string; phone: string }): AnswerLine[] => [
  ['forms.fields.firstName', answers.firstName],
  ['forms.fields.lastName', answers.lastName],
  ['forms.fields.email', answers.email],
  ['forms.fields.phone', answers.phone],
]

const sender = (answers: { firstName: string; lastName: string; email: string; phone: string }, place: { npa: string; city: string }) => ({
  firstName: answers.firstName,
  lastName: answers.lastName,
  email: answers.email,
  phone: answers.phone || null,
  npa: place.npa,
  city: place.city,
})

/** A contact request goes to the distributor of its postal code (§9 contact lists), else to the site. */
export const contactHandler: FormHandler<ContactAnswers> = {
  ...contactForm,
  route: (site, answers) => routeByPostalCode(site, answers.npa),
  sender: (answers) => sender(answers, answers),
  lines: (answers) => [
    ['forms.fields.reason', { key: `forms.contact.reasons.${answers.reason}` }],
    ['forms.fields.civility', answers.civility === 'none' ? '' : { key: `forms.civilities.${answers.civility}` }],
    ...person(answers),
    ['forms.fields.society', answers.society],
    ['forms.fields.clientNumber', answers.clientNumber],
    ['forms.fields.address', [addressLine(answers), answers.canton, answers.country].filter(Boolean).join(', ')],
    ...answers.methods.map((method): AnswerLine => ['forms.fields.methods', { key: `forms.methods.${method}` }]),
    ['forms.fields.message', answers.message],
  ],
}

/** A move goes to the network of the new address, which connects it. */
export const movingHandler: FormHandler<MovingAnswers> = {
  ...movingForm,
  route: (site, answers) => routeByPostalCode(site, answers.newAddress.npa),
  sender: (answers) => sender(answers, answers.newAddress),
  lines: (answers) => [
    ...person(answers),
    ['forms.fields.clientNumber', answers.clientNumber],
    ['forms.moving.oldAddress', addressLine(answers.oldAddress)],
    ['forms.moving.releaseDate', answers.oldAddress.releaseDate],
    ['forms.moving.newAddress', addressLine(answers.newAddress)],
    ['forms.moving.entryDate', answers.newAddress.entryDate],
    ['forms.fields.remark', answers.remark],
  ],
}

/** A cancellation goes to the network of the address it ends. */
export const cancellationHandler: FormHandler<CancellationAnswers> = {
  ...cancellationForm,
  route: (site, answers) => routeByPostalCode(site, answers.npa),
  sender: (answers) => sender(answers, answers),
  lines: (answers) => [
    ['forms.fields.clientNumber', answers.clientNumber],
    ...person(answers),
    ['forms.fields.address', addressLine(answers)],
    ['forms.fields.reason', { key: `forms.cancellation.reasons.${answers.reason}` }],
    ['forms.cancellation.date', answers.date],
    ['forms.fields.remark', answers.remark],
  ],
}
