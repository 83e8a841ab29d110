import type { GlobalConfig } from 'payload'

import { isStaff, writesShared } from '../access/access'
import { hashNewPassword } from '../hooks/partner-password'

/** The password of the partner area (§2 partners, Entremont resellers), stored as an argon2 hash only. */
export const PartnerArea: GlobalConfig = {
  slug: 'partner-area',
  label: 'Partner area',
  admin: { group: 'Partner area' },
  access: { read: isStaff, update: writesShared },
  fields: [
    {
      name: 'newPassword',
      type: 'text',
      label: 'New password',
      minLength: 10,
      maxLength: 128,
      access: { read: () => false },
      admin: {
        description:
          'Type a new password to replace the current one (at least 10 characters). It is stored as an argon2 hash and can never be shown again. Changing it signs every partner out.',
        autoComplete: 'new-password',
      },
      // What was typed only reaches the hash below; the field itself stays empty.
      hooks: { beforeChange: [() => null] },
    },
    { name: 'passwordHash', type: 'text', hidden: true, hooks: { beforeChange: [hashNewPassword] } },
  ],
}
