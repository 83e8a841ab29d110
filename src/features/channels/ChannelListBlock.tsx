import { listContents } from '@/api/server'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { catalogueCategory, catalogueChannels } from './catalogue'
import { CHANNELS_PER_PAGE } from './channel-filters'
import { languageNamesOf } from './language-names'
import { LazyChannelCatalogue } from './LazyChannelCatalogue'
import { ClientMessages } from '@/i18n/ClientMessages'

/**
 * The channel list bloc: the categories and the first page of channels come from the same §7 calls
 * the browser makes, so the list is in the page's HTML before any script runs.
 */
export async function ChannelListBlock({ site, locale }: { site: SiteId; locale: Locale }) {
  const query = (type: string, count: number) =>
    new URLSearchParams({ type, count: String(count), embed: 'packs', locale, site: String(site) })
  const [firstPage, categories] = await Promise.all([
    listContents(query('channels', CHANNELS_PER_PAGE)),
    listContents(query('channels_categories', 400)),
  ])
  const { channels, total } = catalogueChannels(firstPage)
  return (
    <ClientMessages messages={['channelList']}>
      <LazyChannelCatalogue
        site={site}
        locale={locale}
        firstPage={channels}
        total={total}
        languageNames={languageNamesOf(channels, locale)}
        categories={(categories['hydra:member'] as Parameters<typeof catalogueCategory>[0][]).map(catalogueCategory)}
      />
    </ClientMessages>
  )
}
