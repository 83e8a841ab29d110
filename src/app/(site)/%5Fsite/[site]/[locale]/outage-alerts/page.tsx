import { OutcomePage, outcomeMetadata } from '@/screens/outage-alerts/OutcomePage'
import type { SiteRouteParams } from '@/sites/route-params'

type Props = { params: SiteRouteParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

// The answer to one visitor's link (?result=): rendered per request, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params, searchParams }: Props) => outcomeMetadata(params, searchParams)

/** Where the links of the outage-alert mails end: confirmed, unsubscribed, or a link no longer valid. */
export default function OutageAlertsPage({ params, searchParams }: Props) {
  return <OutcomePage params={params} searchParams={searchParams} />
}
