import type { Field } from 'payload'

import { linkField } from './link'

/** Fields of one navigation item (§3); `children` then `grandchildren` nest them (aio:children), `depth` ≤ 3. */
export function navItemFields(depth: number): Field[] {
  const fields: Field[] = [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Footer group title or title key.' } },
    linkField(),
    {
      type: 'row',
      fields: [
        { name: 'icon', type: 'text', admin: { description: 'Icon name, e.g. search, user, mail.' } },
        { name: 'isNetworkStatus', type: 'checkbox', defaultValue: false },
        { name: 'external', type: 'checkbox', defaultValue: false },
        { name: 'is_home', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'information',
      type: 'group',
      fields: [
        { name: 'text', type: 'richText', localized: true },
        {
          name: 'button',
          type: 'group',
          fields: [
            { name: 'label', type: 'text', localized: true },
            { name: 'url', type: 'text', localized: true },
          ],
        },
      ],
    },
  ]
  if (depth <= 1) return fields
  return [
    ...fields,
    {
      // Distinct names per level: two nested arrays both named `children` collide in Payload's
      // drizzle relations ("multiple relations with name children").
      name: depth === 3 ? 'children' : 'grandchildren',
      type: 'array',
      // Default names of these nested tables and enums pass PostgreSQL's 63-character limit.
      dbName: depth === 3 ? 'nav_children' : 'nav_grandchildren',
      admin: { initCollapsed: true },
      fields: navItemFields(depth - 1),
    },
  ]
}
