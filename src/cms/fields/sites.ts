import type { SelectField } from 'payload'

import { siteOptions } from './options'

/** The sites a document belongs to (§1). */
export const sitesField: SelectField = {
  name: 'sites',
  type: 'select',
  hasMany: true,
  required: true,
  defaultValue: ['1', '2', '3'],
  options: siteOptions,
  index: true,
  admin: { position: 'sidebar' },
}
