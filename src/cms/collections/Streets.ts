import type { CollectionConfig } from 'payload'

import { publicReference } from '../access/access'

/** Embedded address index (§3 street row) behind the cable lookup and the address checker. */
export const Streets: CollectionConfig = {
  slug: 'streets',
  ...publicReference,
  admin: { useAsTitle: 'street', defaultColumns: ['npa', 'city', 'street', 'distributor'], group: 'Network' },
  indexes: [{ fields: ['npa', 'street', 'city'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'npa', type: 'text', required: true, index: true },
        { name: 'city', type: 'text', required: true },
        { name: 'street', type: 'text', required: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'number_from', type: 'number', min: 0 },
        { name: 'number_to', type: 'number', min: 0 },
      ],
    },
    {
      name: 'numbers',
      type: 'text',
      admin: { description: 'Extra house numbers outside the range, comma-separated (e.g. 2a, 14bis).' },
    },
    { name: 'distributor', type: 'relationship', relationTo: 'distributors', index: true },
  ],
}
