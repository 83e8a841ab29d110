import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { CHANNELS_PER_PAGE } from './channel-filters'
import { catalogueCategoryOf, catalogueChannelOf, listChannelCategories, listChannels } from './channels.server'
import { languageNamesOf } from './language-names'
import { ChannelCatalogueIsland } from './island'
import { ClientMessages } from '@/i18n/ClientMessages'

/** §9: the catalogue's categories all fit one list. */
const CATEGORIES_LIMIT = 400

/**
 * The channel list bloc: the categories and the first page of channels come from the loaders the
 * §7 calls use too, so the list is in the page's HTML before any script runs.
 */
export async function ChannelListBlock({ site, locale }: { site: SiteId; locale: Locale }) {
  const [firstPage, categories] = await Promise.all([
    listChannels({ locale, sort: 'number', limit: CHANNELS_PER_PAGE }),
    listChannelCategories({ locale, sort: 'position', limit: CATEGORIES_LIMIT }),
  ])
  const channels = firstPage.docs.map(catalogueChannelOf)
  return (
    <ClientMessages messages={['channelList']}>
      <ChannelCatalogueIsland
        site={site}
        locale={locale}
        firstPage={channels}
        total={firstPage.totalDocs}
        languageNames={languageNamesOf(channels, locale)}
        categories={categories.docs.map(catalogueCategoryOf)}
      />
    </ClientMessages>
  )
}
