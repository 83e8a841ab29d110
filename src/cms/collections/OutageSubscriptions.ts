import type { CollectionConfig } from 'payload'

import { LOCALES } from '@/i18n/locales'

import { requestRecords } from '../access/access'
import { OUTAGE_SUBSCRIPTION_STATUSES } from '../fields/options'

/**
 * Visitors' subscriptions to outage alerts by e-mail for one postal code on one site: written by
 * the site's own server only, readable by administrators and customer service only (the addresses are personal data).
 * `secret` makes the confirmation and unsubscribe links; it is never shown or sent as such.
 */
export const OutageSubscriptions: CollectionConfig = {
  slug: 'outage-subscriptions',
  labels: { singular: 'Outage alert subscription', plural: 'Outage alert subscriptions' },
  ...requestRecords,
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'npa', 'site', 'locale', 'status', 'confirmedAt', 'createdAt'],
    group: 'Network',
  },
  defaultSort: '-createdAt',
  // One subscription per address, postal code and site: subscribing again reuses it.
  indexes: [{ fields: ['email', 'npa', 'site'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'npa', type: 'text', required: true, index: true },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: [...OUTAGE_SUBSCRIPTION_STATUSES],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'site', type: 'select', required: true, options: ['1', '2', '3'] },
        { name: 'locale', type: 'select', required: true, options: [...LOCALES] },
        // The site's configured origin at sign-up, for the record; mails build their links from the
        // configuration of the day, never from this field or a request header.
        { name: 'origin', type: 'text', required: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'confirmedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'secret',
      type: 'text',
      required: true,
      // Never through the API or the admin: only the server's own code reads it.
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
