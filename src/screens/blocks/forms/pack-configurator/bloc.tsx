import { PackConfiguratorBlock } from '@/features/configurator/server'

import { CONFIGURATOR_MESSAGES } from '@/i18n/message-subsets'

import type { FormBloc } from '../../part'

export const packConfiguratorBloc: FormBloc = {
  render: ({ site, locale }) => <PackConfiguratorBlock site={site} locale={locale} />,
  messages: CONFIGURATOR_MESSAGES,
  wide: true,
}
