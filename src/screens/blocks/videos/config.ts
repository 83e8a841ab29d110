import type { BlocPartConfig } from '../part-config'

/** Videos by their address (§3 videos), each with its title. */
export const videosPart = {
  name: 'videos',
  fields: [
    {
      name: 'videos',
      type: 'array',
      fields: [
        { name: 'url', type: 'text', required: true },
        { name: 'title', type: 'text', localized: true },
      ],
    },
  ],
  shows: (bloc) => (bloc.videos ?? []).length > 0,
} satisfies BlocPartConfig<'videos'>
