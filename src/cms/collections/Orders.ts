import { ValidationError, type CollectionConfig } from 'payload'

import { LOCALES } from '@/i18n/locales'

import { checkChange, notifyChange } from '@/lib/collection-listeners'

import { requestRecords } from '../access/access'
import { ORDER_STATUSES } from '../fields/options'
import { referenceOnCreate } from '../hooks/reference'
import { recordStatusChange } from '../hooks/status-history'

/** Orders of the funnel (§4): stored before any mail leaves; administrators and customer service only, never public. */
export const Orders: CollectionConfig = {
  slug: 'orders',
  ...requestRecords,
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'status', 'offerName', 'monthlyTotal', 'lastName', 'company', 'npa', 'createdAt'],
    group: 'Requests',
  },
  defaultSort: '-createdAt',
  hooks: {
    // The order tracking refuses a status change the order's course does not allow, before any write,
    // and mails the customer once the change is stored.
    beforeChange: [
      async ({ data, originalDoc, operation, req }) => {
        const errors = await checkChange('orders', { data, originalDoc, operation, req })
        // The reason rides in the label too: the REST answer of a production build keeps only the
        // error's message ("The following field is invalid: <label>"), not its field errors.
        if (errors.length > 0)
          throw new ValidationError({
            collection: 'orders',
            errors: errors.map((error) => ({ ...error, label: `${error.path}: ${error.message}` })),
          })
        return data
      },
      recordStatusChange,
    ],
    afterChange: [
      referenceOnCreate('orders', 'CMD', 'random'),
      async ({ doc, previousDoc, operation, req }) => {
        await notifyChange('orders', { doc, previousDoc, operation, req })
        return doc
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', unique: true, index: true, admin: { readOnly: true } },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'received',
          options: ORDER_STATUSES.map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      name: 'internalNote',
      type: 'textarea',
      admin: { description: 'For staff only: never shown or sent to the customer.' },
    },
    {
      name: 'statusHistory',
      type: 'array',
      admin: { readOnly: true, description: 'Each status the order took, when and by whom (written by the server).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'status', type: 'select', required: true, options: [...ORDER_STATUSES] },
            { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'by', type: 'relationship', relationTo: 'users' },
            // Staff who may read the order but not every account (customer service) still see who it was.
            {
              name: 'byName',
              type: 'text',
              admin: { description: 'The staff member’s name (their e-mail without one) when they set it.' },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'site', type: 'select', required: true, options: ['1', '2', '3'] },
        { name: 'audience', type: 'select', required: true, options: ['private', 'business'] },
        { name: 'locale', type: 'select', required: true, options: [...LOCALES] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'pack', type: 'text', required: true, admin: { description: 'The pack family the network redirect rules match.' } },
        { name: 'hsi_solo_net', type: 'checkbox', defaultValue: false },
        { name: 'mysports_earlybird', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'collapsible',
      label: 'Offer and prices',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'offer', type: 'text', required: true, index: true, admin: { description: 'Catalogue slug of the offer.' } },
            { name: 'offerName', type: 'text', required: true },
            { name: 'monthlyTotal', type: 'number', required: true, admin: { description: 'CHF per month, regular prices.' } },
            { name: 'oneOffTotal', type: 'number', required: true, admin: { description: 'CHF, once.' } },
          ],
        },
        {
          name: 'pricing',
          type: 'json',
          admin: { description: 'The priced lines as the customer saw them when ordering (promotion included).' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Customer',
      fields: [
        { name: 'company', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'civility', type: 'select', required: true, options: ['mr', 'mrs'] },
            { name: 'firstName', type: 'text', required: true },
            { name: 'lastName', type: 'text', required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'birthDate', type: 'text', admin: { description: 'YYYY-MM-DD (private customers).' } },
            { name: 'email', type: 'email', required: true },
            { name: 'phone', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Installation or delivery address',
      fields: [
        {
          name: 'fulfilment',
          type: 'select',
          required: true,
          defaultValue: 'installation',
          options: ['installation', 'delivery'].map((value) => ({ label: value, value })),
          admin: { description: 'installation: a network connects the address; delivery: the SIM card goes there by post (mobile plans).' },
        },
        {
          type: 'row',
          fields: [
            { name: 'npa', type: 'text', required: true, index: true },
            { name: 'city', type: 'text', required: true },
            { name: 'street', type: 'text', required: true },
            { name: 'number', type: 'text', required: true },
          ],
        },
        { name: 'complement', type: 'text' },
      ],
    },
    {
      name: 'distributor',
      type: 'relationship',
      relationTo: 'distributors',
      index: true,
      admin: { description: 'The network that installs; none for a delivery.' },
    },
    { name: 'availability', type: 'json' },
  ],
}
