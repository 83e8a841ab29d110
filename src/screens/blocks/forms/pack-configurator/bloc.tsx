import { PackConfiguratorBlock } from '@/features/configurator/server'

import type { FormBloc } from '../../part'

export const packConfiguratorBloc: FormBloc = {
  render: ({ site, locale }) => <PackConfiguratorBlock site={site} locale={locale} />,
  messages: ['configurator', 'catalogue'],
  wide: true,
}
