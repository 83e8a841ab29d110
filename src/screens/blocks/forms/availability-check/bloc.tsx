import { AvailabilityCheckBlock } from '@/features/availability-check/server'
import { ADDRESS_CLIENT_MESSAGES } from '@/i18n/message-subsets'

import type { FormBloc } from '../../part'

export const availabilityCheckBloc: FormBloc = {
  render: ({ site, locale }) => <AvailabilityCheckBlock site={site} locale={locale} />,
  messages: ['availabilityCheck', 'catalogue', ...ADDRESS_CLIENT_MESSAGES],
  wide: true,
}
