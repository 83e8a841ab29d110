import type { CollectionConfig } from 'payload'

import { publicReference } from '../access/access'

/** §3 widget option: how an embeddable widget (e.g. the order form) is configured. */
export const WidgetOptions: CollectionConfig = {
  slug: 'widget-options',
  ...publicReference,
  admin: { useAsTitle: 'name', group: 'Settings' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, unique: true },
        { name: 'iswidget', type: 'checkbox', defaultValue: true },
        { name: 'hash', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'redirect', type: 'text' },
    {
      name: 'overrides',
      type: 'textarea',
      admin: { description: 'JSON object as text (the spec passes it quote-delimited).' },
      validate: jsonText,
    },
    { name: 'defaults', type: 'textarea', admin: { description: 'JSON object as text.' }, validate: jsonText },
  ],
}

function jsonText(value: string | null | undefined): true | string {
  if (!value) return true
  try {
    JSON.parse(value)
    return true
  } catch {
    return 'Must be valid JSON'
  }
}
