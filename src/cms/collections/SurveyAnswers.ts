import type { CollectionConfig } from 'payload'

import { LOCALES } from '@/i18n/locales'

import { administersRequests, nobody, readsRequests } from '../access/access'

/**
 * The answers to the satisfaction surveys, one document per visitor and survey: written by the site's
 * server only, read by administrators. `visitor` is a keyed hash of the visitor's cookie id, never
 * the id itself; the unique index refuses a second answer even when two arrive at once.
 */
export const SurveyAnswers: CollectionConfig = {
  slug: 'survey-answers',
  labels: { singular: 'Survey answer', plural: 'Survey answers' },
  access: { read: readsRequests, update: nobody, create: nobody, delete: administersRequests },
  admin: { defaultColumns: ['survey', 'site', 'locale', 'createdAt'], group: 'Requests' },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['survey', 'visitor'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'survey', type: 'relationship', relationTo: 'surveys', required: true, index: true },
        { name: 'site', type: 'select', required: true, index: true, options: ['1', '2', '3'] },
        { name: 'locale', type: 'select', required: true, options: [...LOCALES] },
      ],
    },
    {
      name: 'visitor',
      type: 'text',
      required: true,
      admin: { readOnly: true, hidden: true },
      // Useless outside the server and linkable to a browser: left out of the CSV export.
      custom: { 'plugin-import-export': { disabled: true } },
    },
    {
      name: 'answers',
      type: 'json',
      required: true,
      admin: { readOnly: true },
      // One CSV column per question (answers_satisfaction, answers_comment…) instead of one JSON text.
      custom: {
        'plugin-import-export': {
          hooks: {
            beforeExport: ({ format, siblingData, value }: { format: string; siblingData: Record<string, unknown>; value: unknown }) => {
              if (format !== 'csv' || typeof value !== 'object' || value === null || Array.isArray(value)) return value
              for (const [key, answer] of Object.entries(value)) siblingData[`answers_${key}`] = answer
              return null
            },
          },
        },
      },
    },
  ],
}
