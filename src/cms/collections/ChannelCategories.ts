import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access/access'

/** §3 channel category; ids are the operator's (399 and 405 are main categories, §9). */
export const ChannelCategories: CollectionConfig = {
  slug: 'channel-categories',
  ...publishedContent,
  admin: { useAsTitle: 'name', defaultColumns: ['id', 'name', 'parent', 'position'], group: 'TV' },
  defaultSort: 'position',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'channel-categories',
      admin: { description: 'Empty for a main category.' },
    },
    { name: 'position', type: 'number', defaultValue: 0 },
  ],
}
