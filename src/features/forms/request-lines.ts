import type { RequestSender } from './form-definition'
import type { AnswerLine } from './form-mails'

type Person = { firstName: string; lastName: string; email: string; phone: string }

/** An address on one line of a request's mails: street and number, apartment or complement, postal code and place. */
export const addressLine = (address: {
  street: string
  number: string
  npa: string
  city: string
  apartment?: string
  complement?: string
}) =>
  [`${address.street} ${address.number}`.trim(), address.apartment ?? address.complement ?? '', `${address.npa} ${address.city}`]
    .filter(Boolean)
    .join(', ')

/** The lines of the person who writes. */
export const personLines = (answers: Person): AnswerLine[] => [
  ['forms.fields.firstName', answers.firstName],
  ['forms.fields.lastName', answers.lastName],
  ['forms.fields.email', answers.email],
  ['forms.fields.phone', answers.phone],
]

/** Who sent a request, at the place it is about. */
export const requestSender = (answers: Person, place: { npa: string; city: string }): RequestSender => ({
  firstName: answers.firstName,
  lastName: answers.lastName,
  email: answers.email,
  phone: answers.phone || null,
  npa: place.npa,
  city: place.city,
})
