import 'server-only'

import { loadCatalogue } from '@/features/catalogue/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { CONFIGURATOR_LIVE_MESSAGES, pick } from '@/i18n/message-subsets'
import { localeMessages } from '@/i18n/translator'
import type { SiteId } from '@/sites/sites'

import { shownOffers, type ConfiguratorData } from './configurator-data'
import { PackConfiguratorIsland } from './island'

/** The live configurator's data: the site's private offers and options (ordered in the private funnel), and all it says. */
export async function loadConfiguratorData(site: SiteId, locale: Locale): Promise<ConfiguratorData> {
  return { catalogue: await loadCatalogue(site, 'private', locale), messages: pick(localeMessages(locale), CONFIGURATOR_LIVE_MESSAGES) }
}

/** The configurator a page bloc shows: its offers and prices drawn, the whole catalogue coming with its code. */
export async function PackConfiguratorBlock({ site, locale }: { site: SiteId; locale: Locale }) {
  const catalogue = await loadCatalogue(site, 'private', locale)
  return <PackConfiguratorIsland offers={shownOffers(catalogue)} locale={locale} orderPath={getPathname({ href: '/order', locale })} />
}
