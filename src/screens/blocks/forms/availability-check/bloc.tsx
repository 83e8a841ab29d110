import { AvailabilityCheckBlock } from '@/features/availability-check/server'
import { AVAILABILITY_CHECK_MESSAGES } from '@/i18n/message-subsets'

import type { FormBloc } from '../../part'

export const availabilityCheckBloc: FormBloc = {
  render: ({ site, locale }) => <AvailabilityCheckBlock site={site} locale={locale} />,
  messages: AVAILABILITY_CHECK_MESSAGES,
  wide: true,
}
