import type { ArrayField } from 'payload'

import { linkField } from './link'

const side = [
  { label: 'Left', value: 'left' },
  { label: 'Right', value: 'right' },
]

/** §3 hero cell / header: every field the hero slider and banner cells read (§4 rules). */
export const headersField: ArrayField = {
  name: 'headers',
  type: 'array',
  labels: { singular: 'Hero cell', plural: 'Hero cells' },
  admin: { initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'banner',
          options: [
            { label: 'Banner', value: 'banner' },
            { label: 'Offers', value: 'offers' },
          ],
        },
        { name: 'cms_title', type: 'text', admin: { description: 'Name in the admin only.' } },
        { name: 'hide', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'title', type: 'text', localized: true },
        // Hollow titles are 30 px (subtitle 31 px) per character when no length is given (§9).
        { name: 'title_length', type: 'number', min: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'subtitle', type: 'text', localized: true },
        { name: 'subtitle_length', type: 'number', min: 0 },
      ],
    },
    {
      name: 'slogan',
      type: 'text',
      localized: true,
      admin: { description: 'Decorated in colours only with exactly five dash-separated parts (§4).' },
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'badge', type: 'text', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'validity', type: 'text', localized: true },
        { name: 'from', type: 'text', localized: true },
        { name: 'price', type: 'text' },
        // No default: §4 adds the small price circle when a currency is present.
        { name: 'currency', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'color', type: 'text' },
        { name: 'text_color', type: 'text' },
        { name: 'bg_hexa', type: 'text' },
        { name: 'bg_gradient', type: 'text' },
        { name: 'background', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'position', type: 'select', options: side, admin: { description: 'Side of the stripes pattern.' } },
        { name: 'position_text', type: 'select', options: side, defaultValue: 'left' },
        { name: 'overlay', type: 'checkbox', defaultValue: false },
        { name: 'stripes', type: 'checkbox', defaultValue: false },
        { name: 'disable_gradient', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'embed', type: 'upload', relationTo: 'media' },
    linkField(),
    {
      name: 'link_news',
      type: 'array',
      admin: { description: 'The first entry is used.' },
      fields: [
        { name: 'url', type: 'text', localized: true },
        { name: 'label', type: 'text', localized: true },
      ],
    },
  ],
}
