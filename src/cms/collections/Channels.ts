import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access/access'

export const CHANNEL_PACKS = ['basic', 'comfort', 'premium', 'sport', 'international', 'kids'] as const

/** §3 channel: the catalogue filters on hd, mobile, replay, rec and categories (§4). */
export const Channels: CollectionConfig = {
  slug: 'channels',
  ...publishedContent,
  admin: { useAsTitle: 'title', defaultColumns: ['number', 'title', 'langue', 'categories', '_status'], group: 'TV' },
  defaultSort: 'number',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'number', type: 'number', required: true, unique: true, index: true },
        { name: 'title', type: 'text', required: true, index: true },
        { name: 'langue', type: 'text', required: true, admin: { description: 'Broadcast language, e.g. fr, de, it, en.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'hd', type: 'checkbox', defaultValue: false },
        { name: 'mobile', type: 'checkbox', defaultValue: false },
        { name: 'replay', type: 'checkbox', defaultValue: false },
        { name: 'rec', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'categories', type: 'relationship', relationTo: 'channel-categories', hasMany: true, index: true },
    {
      name: 'packs',
      type: 'select',
      hasMany: true,
      options: CHANNEL_PACKS.map((pack) => ({ label: pack, value: pack })),
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
  ],
}
