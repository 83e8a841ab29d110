/**
 * The shape of a bloc part's `config.ts` (src/screens/blocks/parts.ts lists them): apart from that
 * list, so a part's fields need not import the list that imports them. Content model, like them.
 */
import type { Field } from 'payload'

import type { Page } from '@/cms/payload-types'

export type Bloc = NonNullable<Page['blocs']>[number]

/** One part of a bloc: its folder's name, its fields in the CMS, and whether a bloc has something to show in it. */
export type BlocPartConfig<Name extends string = string> = {
  name: Name
  fields: Field[]
  shows: (bloc: Bloc) => boolean
}
