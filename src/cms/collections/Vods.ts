import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access/access'
import { sitesField } from '../fields/sites'

/** §3 VOD catalogue entry. */
export const Vods: CollectionConfig = {
  slug: 'vods',
  ...publishedContent,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'genre', 'year', '_status'], group: 'TV' },
  defaultSort: 'position',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'genre', type: 'text', localized: true },
        { name: 'year', type: 'number' },
        { name: 'duration', type: 'number', admin: { description: 'Minutes.' } },
        { name: 'price', type: 'text' },
      ],
    },
    { name: 'url', type: 'text', admin: { description: 'Trailer or player URL.' } },
    { name: 'media', type: 'upload', relationTo: 'media' },
    { name: 'position', type: 'number', defaultValue: 0 },
    sitesField,
  ],
}
