import type { BlocPartConfig } from '../part-config'

/** Pages an editor picked, as solution cards with their "from" price. */
export const solutionsPart = {
  name: 'solutions',
  fields: [
    {
      name: 'solutions',
      type: 'relationship',
      relationTo: 'pages',
      hasMany: true,
      // Ids only: the cards read each page through the published, per-site loader.
      maxDepth: 0,
      admin: {
        description:
          'Pages shown as solution cards: title, introduction and the lowest current monthly price of the catalogue offers on that page for this site, or “on quote” when it shows none.',
      },
    },
  ],
  shows: (bloc) => (bloc.solutions ?? []).length > 0,
} satisfies BlocPartConfig<'solutions'>
