import type { Field, GroupField } from 'payload'

/** §3 link {url, label, target}: one per locale, so url and label are localized. */
export function linkField(name = 'link', extra: Field[] = []): GroupField {
  return {
    name,
    type: 'group',
    fields: [
      { name: 'url', type: 'text', localized: true },
      { name: 'label', type: 'text', localized: true },
      {
        name: 'target',
        type: 'select',
        localized: true,
        defaultValue: '_self',
        options: [
          { label: 'Same tab', value: '_self' },
          { label: 'New tab', value: '_blank' },
        ],
      },
      ...extra,
    ],
  }
}
