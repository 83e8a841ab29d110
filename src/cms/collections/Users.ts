import type { CollectionConfig } from 'payload'

import { administratorField, administratorOrSelf, isAdministrator } from '../access/access'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  admin: { useAsTitle: 'email', group: 'Admin' },
  access: {
    read: administratorOrSelf,
    update: administratorOrSelf,
    create: isAdministrator,
    delete: isAdministrator,
    unlock: isAdministrator,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      access: { create: administratorField, update: administratorField },
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
    },
  ],
}
