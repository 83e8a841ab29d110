import type { CollectionConfig } from 'payload'

import { administersRequests, nobody, readsRequests } from '../access/access'
import { OUTAGE_ALERT_KINDS } from '../fields/options'

/**
 * The outage alerts sent: one row per subscription, network event and kind, written in the
 * transaction of the editor's save with its mail. The unique index makes a second mail for the
 * same event impossible, even when the event is saved again. Deleting the event or the subscription
 * (an address erased on request) leaves the row, emptied of it.
 */
export const OutageAlerts: CollectionConfig = {
  slug: 'outage-alerts',
  labels: { singular: 'Outage alert sent', plural: 'Outage alerts sent' },
  access: { read: readsRequests, update: nobody, create: nobody, delete: administersRequests },
  admin: { defaultColumns: ['event', 'kind', 'subscription', 'createdAt'], group: 'Network' },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['subscription', 'event', 'kind'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'subscription', type: 'relationship', relationTo: 'outage-subscriptions', index: true },
        { name: 'event', type: 'relationship', relationTo: 'network-events', index: true },
        { name: 'kind', type: 'select', required: true, options: [...OUTAGE_ALERT_KINDS] },
      ],
    },
  ],
}
