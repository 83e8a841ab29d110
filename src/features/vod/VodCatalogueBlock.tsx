import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { VodCatalogueIsland } from './island'
import { loadVodItems } from './vods.server'
import { ClientMessages } from '@/i18n/ClientMessages'

/** The VOD catalogue bloc: the site's videos (the §7 `vods` list), in the page's HTML. */
export async function VodCatalogueBlock({ site, locale }: { site: SiteId; locale: Locale }) {
  const vods = await loadVodItems(site, locale)
  return (
    <ClientMessages messages={['vod']}>
      <VodCatalogueIsland vods={vods} />
    </ClientMessages>
  )
}
