import { CATALOGUES } from '@/cms/fields/options'

import type { BlocPartConfig } from '../part-config'

/** The TV channel list or the VOD catalogue (§1). */
export const cataloguePart = {
  name: 'catalogue',
  fields: [
    {
      name: 'catalogue',
      type: 'select',
      options: CATALOGUES.map((catalogue) => ({ label: catalogue, value: catalogue })),
      admin: { description: 'The TV channel list or the VOD catalogue shown in this bloc.' },
    },
  ],
  shows: (bloc) => Boolean(bloc.catalogue),
} satisfies BlocPartConfig<'catalogue'>
