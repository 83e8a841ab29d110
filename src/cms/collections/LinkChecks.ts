import type { CollectionConfig } from 'payload'

import { nobody } from '../access/access'

/**
 * What each external link of the content answered when the link checker last asked it (a job of
 * the jobs queue, never a request: src/features/content-health).
 */
export const LinkChecks: CollectionConfig = {
  slug: 'link-checks',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'url', type: 'text', required: true, unique: true },
    // The HTTP status of the answer; none when there was no answer (see `problem`).
    { name: 'status', type: 'number' },
    { name: 'problem', type: 'select', options: ['timeout', 'unreachable', 'not-allowed'] },
    { name: 'checkedAt', type: 'date', required: true, index: true },
  ],
}
