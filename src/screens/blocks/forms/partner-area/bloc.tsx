import type { FormBloc } from '../../part'
import { PartnerArea } from './island'

export const partnerAreaBloc: FormBloc = {
  render: () => <PartnerArea />,
  messages: ['partnerArea', 'forms'],
}
