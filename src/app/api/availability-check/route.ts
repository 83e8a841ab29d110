import { loadCheckData } from '@/features/availability-check/server'
import { queryLocale } from '@/i18n/routing'
import { respond } from '@/lib/api/respond'
import { siteOfHost } from '@/sites/site-of-host'

export const dynamic = 'force-dynamic'

/** GET ?locale= → what the availability check of the site asked (its host) needs once used: networks, offers, order links. */
export function GET(request: Request) {
  const site = siteOfHost(request.headers.get('host'))
  return respond('availability-check', () => loadCheckData(site, queryLocale(new URL(request.url).searchParams)))
}
