import type { CollectionConfig } from 'payload'

import { publicReference } from '../access/access'

/** §3 FAQ type: FAQs are grouped by the faq_name of their first type. */
export const FaqTypes: CollectionConfig = {
  slug: 'faq-types',
  ...publicReference,
  admin: { useAsTitle: 'faq_name', group: 'Content' },
  fields: [{ name: 'faq_name', type: 'text', required: true, localized: true }],
}
