import 'server-only'

import { OutageAlertSignupIsland } from '@/features/outage-alerts'
import { ClientMessages } from '@/i18n/ClientMessages'
import { FORM_CLIENT_MESSAGES } from '@/i18n/message-subsets'
import type { SiteRouteParams } from '@/sites/route-params'

import { NetworkStatusBoard } from './NetworkStatusBoard'

/** The network status page's slot (§2): its events, then the outage alerts' sign-up. */
export function NetworkStatusScreen({ params }: { params: SiteRouteParams }) {
  return (
    <>
      <NetworkStatusBoard params={params} />
      <ClientMessages messages={['outageAlerts', ...FORM_CLIENT_MESSAGES]}>
        <OutageAlertSignupIsland />
      </ClientMessages>
    </>
  )
}
