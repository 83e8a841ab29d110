import type { FormBloc } from '../../part'
import { PartnerAreaIsland } from './island'

export const partnerAreaBloc: FormBloc = {
  render: () => <PartnerAreaIsland />,
  messages: ['partnerArea', 'forms'],
}
