import type { CollectionConfig } from 'payload'

import { LOCALES } from '@/i18n/locales'

import { requestRecords } from '../access/access'
import { FORM_KINDS } from '@/features/forms/kinds'
import { referenceOnCreate } from '../hooks/reference'

/**
 * What visitors send through the forms (contact, moving, cancellation…): stored before any mail
 * leaves, readable by administrators and customer service only, never through the public API. `answers` keeps the whole
 * validated form; the columns beside it are what the inbox lists and filters on.
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Form submission', plural: 'Form submissions' },
  ...requestRecords,
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'kind', 'status', 'lastName', 'email', 'npa', 'recipient', 'createdAt'],
    group: 'Requests',
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [referenceOnCreate('form-submissions', 'REQ')] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', unique: true, index: true, admin: { readOnly: true } },
        { name: 'kind', type: 'select', required: true, index: true, options: [...FORM_KINDS] },
        { name: 'status', type: 'select', required: true, defaultValue: 'new', options: ['new', 'processing', 'done'] },
      ],
    },
    {
      name: 'internalNote',
      type: 'textarea',
      admin: { description: 'For staff only: never shown or sent to the customer.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'site', type: 'select', required: true, options: ['1', '2', '3'] },
        { name: 'locale', type: 'select', required: true, options: [...LOCALES] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'npa', type: 'text', index: true },
        { name: 'city', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'recipient',
          type: 'email',
          required: true,
          admin: { description: 'Where the request was sent: the distributor of the postal code, else the operator.' },
        },
        { name: 'distributor', type: 'relationship', relationTo: 'distributors', index: true },
      ],
    },
    { name: 'answers', type: 'json', required: true, admin: { readOnly: true } },
    { name: 'attachments', type: 'relationship', relationTo: 'form-attachments', hasMany: true, admin: { readOnly: true } },
  ],
}
