import type { FormBloc } from '../../part'
import { BreachCheckForm } from './island'

export const breachCheckBloc: FormBloc = {
  render: () => <BreachCheckForm />,
  messages: ['breachCheck', 'forms'],
}
