import type { CollectionConfig } from 'payload'

import { administersRequests, nobody, readsRequests } from '../access/access'
import { HALF_DAYS } from '../fields/options'

/**
 * The seats taken per network, day and half-day: one row each, counted up by a conditional update
 * that only passes under the network's capacity, so two customers never get the last seat.
 */
export const InstallationSlots: CollectionConfig = {
  slug: 'installation-slots',
  labels: { singular: 'Installation half-day', plural: 'Installation half-days' },
  access: { read: readsRequests, create: nobody, update: nobody, delete: administersRequests },
  admin: { defaultColumns: ['day', 'half', 'distributor', 'booked'], group: 'Requests', hidden: true },
  defaultSort: 'day',
  indexes: [{ fields: ['distributor', 'day', 'half'], unique: true }],
  fields: [
    { name: 'distributor', type: 'relationship', relationTo: 'distributors', required: true },
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'half', type: 'select', required: true, options: [...HALF_DAYS] },
    { name: 'booked', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}
