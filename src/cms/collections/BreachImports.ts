import type { CollectionConfig } from 'payload'

import { logger } from '@/lib/logger'

import { administersRequests, nobody, readsRequests } from '../access/access'
import { addressesFromCsv, breachHash } from '@/lib/breach-list'

/**
 * One import of the data-breach list (§1): editors upload the CSV of the affected addresses; the
 * hook keeps only their keyed hashes (breach-hashes) and the count. The file is never written to
 * disk (disableLocalStorage) and no address is stored, shown or logged.
 */
export const BreachImports: CollectionConfig = {
  slug: 'breach-imports',
  labels: { singular: 'Breach list import', plural: 'Breach list imports' },
  admin: {
    useAsTitle: 'incident',
    group: 'Data breach',
    defaultColumns: ['incident', 'addresses', 'createdAt'],
    description:
      'Upload a CSV with the affected e-mail addresses (any column). Only salted hashes are kept; the file itself is discarded. To replace a list, delete its import and upload the new file.',
  },
  access: { read: readsRequests, create: administersRequests, update: nobody, delete: administersRequests },
  upload: {
    disableLocalStorage: true,
    mimeTypes: ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'],
  },
  fields: [
    {
      name: 'incident',
      type: 'text',
      required: true,
      admin: { description: 'Which incident the list belongs to (shown to editors only).' },
    },
    { name: 'addresses', type: 'number', admin: { readOnly: true, description: 'Distinct addresses read from the file.' } },
  ],
  hooks: {
    beforeChange: [
      ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const csv = req.file?.data ? req.file.data.toString('utf8') : ''
        const hashes = addressesFromCsv(csv).map(breachHash)
        // Carried to afterChange, which knows the import's id; never stored on the import itself.
        req.context.breachHashes = hashes
        return { ...data, addresses: hashes.length }
      },
    ],
    afterChange: [
      async ({ doc, operation, req }) => {
        const hashes = req.context.breachHashes
        if (operation !== 'create' || !Array.isArray(hashes)) return doc
        for (const hash of hashes as string[]) {
          await req.payload.create({ collection: 'breach-hashes', data: { hash, import: doc.id }, req, depth: 0, overrideAccess: true })
        }
        delete req.context.breachHashes
        logger.info({ import: doc.id, addresses: hashes.length }, 'breach list imported')
        return doc
      },
    ],
    // Before: the hashes hold a required reference to their import.
    beforeDelete: [
      async ({ id, req }) => {
        await req.payload.delete({ collection: 'breach-hashes', where: { import: { equals: id } }, req, overrideAccess: true })
      },
    ],
  },
}
