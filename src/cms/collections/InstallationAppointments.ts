import type { CollectionConfig } from 'payload'

import { administersRequests, nobody, readsRequests } from '../access/access'
import { APPOINTMENT_STATUSES, HALF_DAYS } from '../fields/options'

/**
 * The installation appointments customers book for their orders, one per order (moved and
 * cancelled in place, each change counted in `sequence` as calendars expect). Staff read each
 * day's bookings per network: filter on the network, group by day.
 */
export const InstallationAppointments: CollectionConfig = {
  slug: 'installation-appointments',
  labels: { singular: 'Installation appointment', plural: 'Installation appointments' },
  access: { read: readsRequests, create: nobody, update: nobody, delete: administersRequests },
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'half', 'distributor', 'order', 'status', 'updatedAt'],
    group: 'Requests',
    groupBy: true,
    description: 'Written by the site when a customer books, moves or cancels. Filter on a network and group by day to plan the rounds.',
  },
  defaultSort: 'day',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'order', type: 'relationship', relationTo: 'orders', required: true, unique: true, index: true },
        { name: 'distributor', type: 'relationship', relationTo: 'distributors', required: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'day', type: 'text', required: true, index: true, admin: { description: 'YYYY-MM-DD' } },
        { name: 'half', type: 'select', required: true, options: [...HALF_DAYS] },
        { name: 'status', type: 'select', required: true, index: true, defaultValue: 'booked', options: [...APPOINTMENT_STATUSES] },
        {
          name: 'sequence',
          type: 'number',
          required: true,
          defaultValue: 0,
          min: 0,
          admin: { description: 'Changes sent to the customer’s calendar.' },
        },
      ],
    },
  ],
}
