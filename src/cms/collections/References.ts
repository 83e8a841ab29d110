import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access/access'
import { sitesField } from '../fields/sites'

/** Business references: the list at /business/references and one detail page each (§2). */
export const References: CollectionConfig = {
  slug: 'references',
  ...publishedContent,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'client', 'sector', '_status'], group: 'Content' },
  defaultSort: 'position',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'client', type: 'text', required: true },
        { name: 'sector', type: 'text', localized: true },
        { name: 'slug', type: 'text', required: true, unique: true, index: true },
      ],
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'detail', type: 'richText', localized: true },
    { name: 'media', type: 'upload', relationTo: 'media' },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'position', type: 'number', defaultValue: 0 },
    sitesField,
  ],
}
