import type { BlocPartConfig } from '../part-config'

/** Catalogue offers an editor picked, as cards with their prices. */
export const offersPart = {
  name: 'offers',
  fields: [
    {
      name: 'offers',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      filterOptions: { kind: { not_equals: 'option' } },
      admin: {
        description:
          'Catalogue offers shown as cards with their prices; a page shared by several sites lists the offers of each, every site shows its own.',
      },
    },
  ],
  shows: (bloc) => (bloc.offers ?? []).length > 0,
} satisfies BlocPartConfig<'offers'>
