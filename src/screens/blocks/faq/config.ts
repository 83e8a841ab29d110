import type { Bloc, BlocPartConfig } from '../part-config'

/** Ids of the FAQ types a bloc lists (populated or not). */
export function faqTypeIds(bloc: Pick<Bloc, 'faq_type'>): number[] {
  return (bloc.faq_type ?? []).map((type) => (typeof type === 'number' ? type : type.id))
}

/** The questions and answers of the FAQ types an editor picked (§3 faq_type). */
export const faqPart = {
  name: 'faq',
  fields: [{ name: 'faq_type', type: 'relationship', relationTo: 'faq-types', hasMany: true }],
  shows: (bloc) => faqTypeIds(bloc).length > 0,
} satisfies BlocPartConfig<'faq'>
