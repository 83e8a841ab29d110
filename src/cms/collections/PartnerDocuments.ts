import type { CollectionConfig } from 'payload'

import { partnerDocumentsDir } from '@/lib/env'

import { isStaff, publicReference } from '../access/access'
import { PARTNER_DOCUMENT_CATEGORIES } from '../fields/options'

/**
 * The documents of the partner area. Stored in their own private folder; Payload serves the file
 * to editors only, partners download it through the partner session (/api/partner-area).
 */
export const PartnerDocuments: CollectionConfig = {
  slug: 'partner-documents',
  admin: { useAsTitle: 'title', group: 'Partner area', defaultColumns: ['title', 'category', 'date', 'filename'] },
  access: { ...publicReference.access, read: isStaff },
  defaultSort: '-date',
  upload: {
    staticDir: partnerDocumentsDir(),
    mimeTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/zip',
      'image/png',
      'image/jpeg',
    ],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: PARTNER_DOCUMENT_CATEGORIES.map((value) => ({ label: value, value })),
    },
    { name: 'date', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
  ],
}
