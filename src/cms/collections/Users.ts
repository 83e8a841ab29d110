import type { CollectionConfig } from 'payload'

import { LOCALE_LABELS, LOCALES } from '@/i18n/locales'

import { administratorField, administratorOrSelf, managesUsers } from '../access/access'
import { ROLE_LABELS, ROLES } from '../access/roles'
import { invitationMail, resetPasswordMail } from '../auth/account-mails'
import { equalLoginTime } from '../auth/equal-login-time'

/**
 * Staff accounts. No sign-up: an administrator creates the account (any password), the invitee gets
 * the activation mail (Payload's verify), sets their own password on /editor/activate and only then
 * can sign in.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    verify: { generateEmailSubject: invitationMail.subject, generateEmailHTML: invitationMail.html },
    forgotPassword: { generateEmailSubject: resetPasswordMail.subject, generateEmailHTML: resetPasswordMail.html },
  },
  hooks: { beforeOperation: [equalLoginTime] },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role', 'locales'], group: 'Admin' },
  access: {
    read: administratorOrSelf,
    update: administratorOrSelf,
    create: managesUsers,
    delete: managesUsers,
    unlock: managesUsers,
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      access: { create: administratorField, update: administratorField },
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
    },
    {
      name: 'locales',
      type: 'select',
      hasMany: true,
      // 'users_locales' is the name of the table Payload keeps for localized fields.
      dbName: 'users_translator_locales',
      enumName: 'enum_users_translator_locales',
      options: LOCALES.map((value) => ({ value, label: LOCALE_LABELS[value] })),
      access: { create: administratorField, update: administratorField },
      admin: {
        condition: (data) => data?.role === 'translator',
        description: 'The locales this translator may edit; every other locale is refused.',
      },
    },
    {
      name: 'language',
      type: 'select',
      defaultValue: 'fr',
      options: LOCALES.map((value) => ({ value, label: LOCALE_LABELS[value] })),
      admin: { description: 'The language of the mails this account receives (invitation, password reset).' },
    },
  ],
}
