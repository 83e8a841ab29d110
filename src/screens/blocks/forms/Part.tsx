import type { BlocForm } from '@/cms/fields/options'

import { surveyId } from '../blocs'
import type { BlocPartProps, FormBloc } from '../part'
import { availabilityCheckBloc } from './availability-check/bloc'
import { breachCheckBloc } from './breach-check/bloc'
import { cancellationBloc } from './cancellation/bloc'
import { contactBloc } from './contact/bloc'
import { FormBlock } from './FormBlock'
import { movingBloc } from './moving/bloc'
import { packConfiguratorBloc } from './pack-configurator/bloc'
import { partnerAreaBloc } from './partner-area/bloc'
import { roamingBloc } from './roaming/bloc'
import { satisfactionBloc } from './satisfaction/bloc'

/**
 * The bloc's `form`: each kind and its entry. To add a form an editor can end a bloc with: its
 * folder, forms/<kind>/ (`bloc.tsx` loads what the form needs, renders it and names the message
 * namespaces its client components use; the client component is an island in `island.ts`), its
 * line here, its value in BLOC_FORMS of src/cms/fields/options.ts (registry.test.ts fails until both
 * lists name it) and a migration per database (the choice is an enum of the database).
 */
export const FORM_BLOCS: Record<BlocForm, FormBloc> = {
  contact: contactBloc,
  moving: movingBloc,
  cancellation: cancellationBloc,
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
