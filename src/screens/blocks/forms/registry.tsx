import type { BlocForm } from '@/cms/fields/options'

import type { FormBloc } from '../part'
import { availabilityCheckBloc } from './availability-check/bloc'
import { breachCheckBloc } from './breach-check/bloc'
import { cancellationBloc } from './cancellation/bloc'
import { contactBloc } from './contact/bloc'
import { movingBloc } from './moving/bloc'
import { packConfiguratorBloc } from './pack-configurator/bloc'
import { partnerAreaBloc } from './partner-area/bloc'
import { roamingBloc } from './roaming/bloc'
import { satisfactionBloc } from './satisfaction/bloc'

/**
 * The bloc's `form`: each kind of BLOC_FORM_KINDS (src/cms/fields/options.ts) and its entry, one
 * folder each (`bloc.tsx` loads what the form needs and names its message namespaces, `island.ts`
 * loads its client component when wanted). A kind without its entry does not compile.
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
