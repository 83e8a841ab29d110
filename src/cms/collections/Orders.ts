import type { Access, CollectionConfig } from 'payload'

/** The number the customer sees and quotes: CMD-{year}-{id, six digits}, e.g. CMD-2026-000123. */
export function orderReference(id: number | string, createdAt: Date): string {
  return `CMD-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`
}

const staff: Access = ({ req }) => Boolean(req.user)
const administrator: Access = ({ req }) => req.user?.role === 'admin'
/** Orders are created by the funnel's server action through the Local API only. */
const nobody: Access = () => false

/** Orders of the funnel (§4): stored before any mail leaves; staff only, never public. */
export const Orders: CollectionConfig = {
  slug: 'orders',
  access: { read: staff, update: staff, create: nobody, delete: administrator },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'status', 'pack', 'lastName', 'company', 'npa', 'createdAt'],
    group: 'Orders',
  },
  defaultSort: '-createdAt',
  hooks: {
    // The reference is made of the id, known only once the row exists; same transaction (req).
    afterChange: [
      async ({ doc, operation, req }) => {
        if (operation !== 'create' || doc.reference) return doc
        const reference = orderReference(doc.id, new Date(doc.createdAt))
        await req.payload.update({ collection: 'orders', id: doc.id, data: { reference }, req, depth: 0 })
        return { ...doc, reference }
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', unique: true, index: true, admin: { readOnly: true } },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          options: ['new', 'processing', 'done', 'cancelled'].map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'site', type: 'select', required: true, options: ['1', '2', '3'] },
        { name: 'audience', type: 'select', required: true, options: ['private', 'business'] },
        { name: 'locale', type: 'select', required: true, options: ['fr', 'de', 'en'] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'pack', type: 'text', required: true },
        { name: 'hsi_solo_net', type: 'checkbox', defaultValue: false },
        { name: 'mysports_earlybird', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'collapsible',
      label: 'Customer',
      fields: [
        { name: 'company', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'civility', type: 'select', required: true, options: ['mr', 'mrs'] },
            { name: 'firstName', type: 'text', required: true },
            { name: 'lastName', type: 'text', required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'birthDate', type: 'text', admin: { description: 'YYYY-MM-DD (private customers).' } },
            { name: 'email', type: 'email', required: true },
            { name: 'phone', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Installation address',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'npa', type: 'text', required: true, index: true },
            { name: 'city', type: 'text', required: true },
            { name: 'street', type: 'text', required: true },
            { name: 'number', type: 'text', required: true },
          ],
        },
        { name: 'complement', type: 'text' },
      ],
    },
    { name: 'distributor', type: 'relationship', relationTo: 'distributors', required: true, index: true },
    { name: 'availability', type: 'json' },
  ],
}
