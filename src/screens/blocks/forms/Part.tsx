import { FORM_KINDS, type BlocForm, type FormKind } from '@/features/forms/kinds'

import { surveyId } from '../blocs'
import type { BlocPartProps, FormBloc } from '../part'
import { availabilityCheckBloc } from './availability-check/bloc'
import { breachCheckBloc } from './breach-check/bloc'
import { FormBlock } from './FormBlock'
import { packConfiguratorBloc } from './pack-configurator/bloc'
import { partnerAreaBloc } from './partner-area/bloc'
import { requestBloc } from './request/bloc'
import { roamingBloc } from './roaming/bloc'
import { satisfactionBloc } from './satisfaction/bloc'

/**
 * The bloc's `form`: each kind of BLOC_FORM_KINDS (src/features/forms/kinds.ts) and its entry. A
 * request of the inbox is its folder under src/features/forms (requestBloc); another form an
 * editor can end a bloc with has its folder here, forms/<kind>/ (`bloc.tsx` loads what the form
 * needs, renders it and names the message namespaces its client components use; the client
 * component is an island in `island.ts`), and its line below. A kind without its entry does not compile.
 */
export const FORM_BLOCS: Record<BlocForm, FormBloc> = {
  ...(Object.fromEntries(FORM_KINDS.map((kind) => [kind, requestBloc(kind)])) as Record<FormKind, FormBloc>),
  satisfaction: satisfactionBloc,
  roaming: roamingBloc,
  'breach-check': breachCheckBloc,
  'partner-area': partnerAreaBloc,
  'availability-check': availabilityCheckBloc,
  'pack-configurator': packConfiguratorBloc,
}

export default function FormPart({ bloc, site, locale }: BlocPartProps) {
  const form = bloc.form ? FORM_BLOCS[bloc.form] : null
  return (
    form && (
      <div className={form.wide ? undefined : 'max-w-[960px]'}>
        <FormBlock form={form} survey={surveyId(bloc)} site={site} locale={locale} />
      </div>
    )
  )
}
