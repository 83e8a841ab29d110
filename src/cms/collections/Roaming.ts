import type { CollectionConfig } from 'payload'

import { publicReference } from '../access/access'

export const ROAMING_PRODUCTS = ['mobile_start', 'mobile_plus', 'mobile_max', 'prepaid'] as const

/** Roaming tariff zone: its countries and the prices of each mobile product there. */
export const Roaming: CollectionConfig = {
  slug: 'roaming',
  ...publicReference,
  admin: { useAsTitle: 'name', defaultColumns: ['zone', 'name'], group: 'Content' },
  defaultSort: 'zone',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'zone', type: 'number', required: true, unique: true },
        { name: 'name', type: 'text', required: true, localized: true },
      ],
    },
    {
      name: 'countries',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'code', type: 'text', required: true, admin: { description: 'ISO 3166-1 alpha-2.' } },
            { name: 'name', type: 'text', required: true, localized: true },
          ],
        },
      ],
    },
    {
      name: 'prices',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'product',
              type: 'select',
              required: true,
              options: ROAMING_PRODUCTS.map((value) => ({ label: value, value })),
            },
            { name: 'data_included', type: 'text', admin: { description: 'e.g. 5 GB, or empty.' } },
            { name: 'data_per_mb', type: 'number', min: 0 },
            { name: 'call_per_min', type: 'number', min: 0 },
            { name: 'incoming_per_min', type: 'number', min: 0 },
            { name: 'sms', type: 'number', min: 0 },
          ],
        },
      ],
    },
  ],
}
