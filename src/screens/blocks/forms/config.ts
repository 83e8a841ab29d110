import { BLOC_FORMS } from '@/features/forms/kinds'

import type { BlocPartConfig } from '../part-config'

/** A form the bloc ends with, and the survey a satisfaction form asks. */
export const formsPart = {
  name: 'forms',
  fields: [
    {
      name: 'form',
      type: 'select',
      options: BLOC_FORMS.map((kind) => ({ label: kind, value: kind })),
      admin: {
        description:
          'A form shown at the end of this bloc (contact, moving, cancellation, a satisfaction survey, the roaming tariff lookup, the data-breach check, the partner area, the availability check with the offers at the address, the pack configurator with its running price).',
      },
    },
    {
      name: 'survey',
      type: 'relationship',
      relationTo: 'surveys',
      validate: (value: unknown, { siblingData }: { siblingData: { form?: string | null } }) =>
        siblingData.form !== 'satisfaction' || Boolean(value) || 'A satisfaction bloc asks one survey: pick it.',
      admin: { condition: (_, sibling) => sibling?.form === 'satisfaction', description: 'The survey this bloc asks.' },
    },
  ],
  shows: (bloc) => Boolean(bloc.form),
} satisfies BlocPartConfig<'forms'>
