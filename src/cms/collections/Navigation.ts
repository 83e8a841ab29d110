import type { CollectionConfig } from 'payload'

import { publishedContent } from '../access/access'
import { linkField } from '../fields/link'
import { navItemFields } from '../fields/nav-item'
import { siteOptions, TREE_KEYS } from '../fields/options'

/** §3 navigation: one tree per (site, tree_key), e.g. main_retail; items nest three levels deep. */
export const Navigation: CollectionConfig = {
  slug: 'navigation',
  ...publishedContent,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'tree_key', 'site', '_status'], group: 'Navigation' },
  indexes: [{ fields: ['site', 'tree_key'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'tree_key',
          type: 'select',
          required: true,
          index: true,
          options: TREE_KEYS.map((key) => ({ label: key, value: key })),
        },
        { name: 'site', type: 'select', required: true, index: true, options: siteOptions },
      ],
    },
    {
      name: 'items',
      type: 'array',
      admin: { initCollapsed: true, description: 'In footer trees the top-level items are the groups (title + childs).' },
      fields: navItemFields(3),
    },
    {
      name: 'mobile_actions',
      type: 'array',
      admin: { description: 'Mobile action bar (§3 mobile action item).' },
      fields: [{ name: 'icon', type: 'text', required: true }, linkField()],
    },
  ],
}
