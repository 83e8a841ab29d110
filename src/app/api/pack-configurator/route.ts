import { loadConfiguratorData } from '@/features/configurator/server'
import { queryLocale } from '@/i18n/routing'
import { respond } from '@/lib/api/respond'
import { siteOfHost } from '@/sites/site-of-host'

export const dynamic = 'force-dynamic'

/** GET ?locale= → what the pack configurator of the site asked (its host) needs once used: its private offers and options, and its texts. */
export function GET(request: Request) {
  const site = siteOfHost(request.headers.get('host'))
  return respond('pack-configurator', () => loadConfiguratorData(site, queryLocale(new URL(request.url).searchParams)))
}
