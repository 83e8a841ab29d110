import 'server-only'

import { loadCatalogue } from '@/features/catalogue/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { PackConfiguratorScreen } from './screen'

/** The configurator a page bloc shows: the site's private catalogue, ordered in the private funnel. */
export async function PackConfiguratorBlock({ site, locale }: { site: SiteId; locale: Locale }) {
  const catalogue = await loadCatalogue(site, 'private', locale)
  return <PackConfiguratorScreen catalogue={catalogue} orderPath={getPathname({ href: '/order', locale })} />
}
