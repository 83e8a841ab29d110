import type { CollectionConfig } from 'payload'

import { notifyChange } from '@/lib/collection-listeners'

import { publicReference } from '../access/access'
import { sitesField } from '../fields/sites'

/** Network incidents and works; current = started and not yet ended, past otherwise (§4). */
export const NetworkEvents: CollectionConfig = {
  slug: 'network-events',
  ...publicReference,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'start', 'end', 'sites'], group: 'Network' },
  defaultSort: '-start',
  hooks: {
    // Outage alerts to subscribers of the affected postal codes, in the editor's transaction.
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        await notifyChange('network-events', { doc, previousDoc, operation, req })
        return doc
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'end', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'services',
      type: 'select',
      hasMany: true,
      options: ['internet', 'tv', 'phone', 'mobile'].map((value) => ({ label: value, value })),
    },
    {
      name: 'npa_list',
      type: 'textarea',
      admin: { description: 'Affected postal codes, comma-separated; empty means the whole network.' },
    },
    sitesField,
  ],
}
