import type { CollectionConfig } from 'payload'

import { administersRequests, nobody, readsRequests } from '../access/access'
import { MAIL_KINDS } from '../fields/options'

/**
 * Mails waiting to leave (architecture: database first, then an outbox with retries). Without
 * SMTP_URL they stay pending here, visible to staff; an administrator may retry by setting
 * status back to pending.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  access: { read: readsRequests, update: administersRequests, create: nobody, delete: administersRequests },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'nextAttemptAt', 'lastError'],
    group: 'Requests',
  },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, options: [...MAIL_KINDS] },
        { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
        { name: 'submission', type: 'relationship', relationTo: 'form-submissions', index: true },
        { name: 'outageSubscription', type: 'relationship', relationTo: 'outage-subscriptions', index: true },
      ],
    },
    // Sent with the mail; read from the private attachment folder at delivery.
    { name: 'attachments', type: 'relationship', relationTo: 'form-attachments', hasMany: true },
    {
      name: 'calendar',
      type: 'textarea',
      admin: { readOnly: true, description: 'An iCalendar invitation sent with the mail (its METHOD says whether it books or cancels).' },
    },
    { name: 'to', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    // The CMS's account mails are HTML (their link a button); sent with the text as its alternative.
    { name: 'html', type: 'textarea', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: ['pending', 'sent', 'failed'],
        },
        { name: 'attempts', type: 'number', required: true, defaultValue: 0, min: 0 },
        { name: 'nextAttemptAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'lastError', type: 'textarea', admin: { readOnly: true } },
  ],
}
