import type { CollectionConfig } from 'payload'

import { LOCALES } from '@/i18n/locales'

import { nobody } from '../access/access'
import { HEALTH_CATEGORIES, HEALTH_KIND_LIST, siteOptions } from '../fields/options'

/**
 * What the content health view lists, one row per finding and site, as the last refresh found it
 * (src/features/content-health). Written by the jobs queue only; the view reads it through the
 * Local API with each role's own filter, so no role reads it through the REST API.
 */
export const ContentHealthRows: CollectionConfig = {
  slug: 'content-health-rows',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['site', 'category', 'locale'] }, { fields: ['site', 'urgency'] }],
  fields: [
    // Site, kind, document, field and locale: what makes a finding the same from one refresh to the next.
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'site', type: 'select', required: true, options: siteOptions },
    { name: 'category', type: 'select', required: true, options: [...HEALTH_CATEGORIES] },
    { name: 'kind', type: 'select', required: true, options: [...HEALTH_KIND_LIST] },
    { name: 'locale', type: 'select', options: [...LOCALES] },
    { name: 'urgency', type: 'number', required: true },
    { name: 'collection', type: 'text', required: true },
    { name: 'document', type: 'number', required: true },
    { name: 'title', type: 'text' },
    { name: 'field', type: 'text' },
    { name: 'at', type: 'date' },
    { name: 'params', type: 'json' },
  ],
}
