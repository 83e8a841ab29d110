import { BLOC_TEASERS } from '@/cms/fields/options'

import type { BlocPartConfig } from '../part-config'

/** The site's life: its latest news, the network's state, the satisfaction figure, references, contact. */
export const teasersPart = {
  name: 'teasers',
  fields: [
    {
      name: 'teasers',
      type: 'select',
      hasMany: true,
      options: BLOC_TEASERS.map((teaser) => ({ label: teaser, value: teaser })),
      admin: {
        description:
          'The site’s latest three news, its network status in one line, its satisfaction figure, its latest three references, the phone and contact page of the page’s audience.',
      },
    },
  ],
  shows: (bloc) => (bloc.teasers ?? []).length > 0,
} satisfies BlocPartConfig<'teasers'>
