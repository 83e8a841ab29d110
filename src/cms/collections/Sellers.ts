import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access/access'
import { WEEKDAYS } from '../fields/options'
import { sitesField } from '../fields/sites'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

function time(value: string | null | undefined): true | string {
  return typeof value === 'string' && TIME.test(value) ? true : 'Use the 24-hour form HH:MM, e.g. 08:30.'
}

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
    {
      name: 'opening_hours',
      type: 'array',
      admin: {
        description:
          'One row per opening period: e.g. Monday to Friday 08:30–12:00, a second row 13:30–18:00. Days without a row are closed.',
      },
      fields: [
        { name: 'days', type: 'select', hasMany: true, required: true, options: WEEKDAYS.map((day) => ({ label: day, value: day })) },
        {
          type: 'row',
          fields: [
            { name: 'opens', type: 'text', required: true, validate: time },
            { name: 'closes', type: 'text', required: true, validate: time },
          ],
        },
      ],
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    sitesField,
  ],
}
