import type { CollectionConfig } from 'payload'

import { nobody } from '../access/access'

/**
 * The keyed hashes of the data-breach list (see breach-imports). Written and read by the server
 * only; no API, no admin view.
 */
export const BreachHashes: CollectionConfig = {
  slug: 'breach-hashes',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'hash', type: 'text', required: true, index: true },
    { name: 'import', type: 'relationship', relationTo: 'breach-imports', required: true, index: true },
  ],
}
