import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access/access'
import { sitesField } from '../fields/sites'

/** §3 FAQ entry, listed by position ASC and filtered by type_faq (§7). */
export const Faq: CollectionConfig = {
  slug: 'faq',
  ...publishedContent,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'position', 'type_faq', '_status'], group: 'Content' },
  defaultSort: 'position',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'text', type: 'richText', localized: true },
    { name: 'position', type: 'number', required: true, defaultValue: 0, index: true },
    { name: 'type_faq', type: 'relationship', relationTo: 'faq-types', hasMany: true, index: true },
    sitesField,
  ],
}
