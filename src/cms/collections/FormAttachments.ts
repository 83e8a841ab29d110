import type { CollectionConfig } from 'payload'

import { attachmentsDir } from '@/lib/env'

import { administersRequests, nobody, readsRequests } from '../access/access'

/**
 * Files visitors attach to a form (§5: jpg, jpeg, png, pdf, doc, each under 2 MB, type checked by
 * content before it gets here). Stored in the private attachment folder; Payload serves them at
 * /cms-api/form-attachments/file/… to administrators and customer service only.
 */
export const FormAttachments: CollectionConfig = {
  slug: 'form-attachments',
  admin: { useAsTitle: 'filename', group: 'Requests', defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'] },
  access: { read: readsRequests, create: nobody, update: nobody, delete: administersRequests },
  upload: {
    staticDir: attachmentsDir(),
    mimeTypes: ['image/jpeg', 'image/png', 'application/pdf', 'application/msword', 'application/x-cfb'],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  fields: [],
}
