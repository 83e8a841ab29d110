import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access/access'
import { sitesField } from '../fields/sites'

/** §3 news item (media, text, title, link, dateFrom, logo). */
export const News: CollectionConfig = {
  slug: 'news',
  ...publishedContent,
  // News are announced ahead: a publication can be scheduled (run by the jobs queue, payload.config.ts).
  versions: { ...publishedContent.versions, drafts: { schedulePublish: true } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'dateFrom', 'sites', '_status'], group: 'Content' },
  defaultSort: '-dateFrom',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'dateFrom', type: 'date', required: true, index: true },
    {
      name: 'dateTo',
      type: 'date',
      index: true,
      admin: {
        description:
          'Optional: the last day this news is current (an event, an offer). The site keeps showing it; the content health view lists it once the day has passed.',
      },
    },
    { name: 'media', type: 'upload', relationTo: 'media' },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'link', type: 'text', localized: true },
    sitesField,
  ],
}
