import type { Access, CollectionConfig } from 'payload'

const staff: Access = ({ req }) => Boolean(req.user)
const administrator: Access = ({ req }) => req.user?.role === 'admin'
const nobody: Access = () => false

/**
 * Mails waiting to leave (architecture: database first, then an outbox with retries). Without
 * SMTP_URL they stay pending here, visible to staff; an administrator may retry by setting
 * status back to pending.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  access: { read: staff, update: administrator, create: nobody, delete: administrator },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'nextAttemptAt', 'lastError'],
    group: 'Orders',
  },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, options: ['customer-confirmation', 'distributor-notification'] },
        { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
      ],
    },
    { name: 'to', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
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
