import { linkField } from '@/cms/fields/link'

import type { BlocPartConfig } from '../part-config'

const PRODUCT_KINDS = ['product', 'internet', 'mobile', 'phone', 'tv'] as const

/** Products typed into the bloc (§3 contents), on the catalogue's offer cards. */
export const contentsPart = {
  name: 'contents',
  fields: [
    {
      name: 'contents',
      type: 'array',
      fields: [
        {
          name: 'products',
          type: 'array',
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'product',
              options: PRODUCT_KINDS.map((kind) => ({ label: kind, value: kind })),
            },
            { name: 'name', type: 'text', localized: true, required: true },
            { name: 'price', type: 'text' },
            { name: 'features', type: 'array', fields: [{ name: 'text', type: 'text', localized: true }] },
            {
              ...linkField('details'),
              admin: { description: 'A second link of this offer, e.g. the channel list of a TV pack (?pack=basic).' },
            },
          ],
        },
        linkField('link', [{ name: 'section', type: 'text' }]),
      ],
    },
  ],
  shows: (bloc) => (bloc.contents ?? []).length > 0,
} satisfies BlocPartConfig<'contents'>
