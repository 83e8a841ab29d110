import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access/access'
import { sitesField } from '../fields/sites'

/** Partners and resellers (§7 type=sellers, listed by position DESC). */
export const Sellers: CollectionConfig = {
  slug: 'sellers',
  ...publishedContent,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'city', 'position', '_status'], group: 'Content' },
  defaultSort: '-position',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'reseller',
          options: [
            { label: 'Reseller', value: 'reseller' },
            { label: 'Partner', value: 'partner' },
            { label: 'Shop', value: 'shop' },
          ],
        },
        { name: 'position', type: 'number', required: true, defaultValue: 0, index: true },
      ],
    },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text' },
        { name: 'npa', type: 'text' },
        { name: 'city', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
        { name: 'website', type: 'text' },
      ],
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    sitesField,
  ],
}
