import { listContents } from '@/api/server'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { LazyVodCatalogue } from './LazyVodCatalogue'
import { vodItem } from './vod-catalogue'
import { ClientMessages } from '@/i18n/ClientMessages'

/** The VOD catalogue bloc: the site's videos from the §7 call (type vods), in the page's HTML. */
export async function VodCatalogueBlock({ site, locale }: { site: SiteId; locale: Locale }) {
  const list = await listContents(new URLSearchParams({ type: 'vods', count: '200', locale, site: String(site) }))
  const vods = (list['hydra:member'] as Parameters<typeof vodItem>[0][]).map(vodItem)
  return (
    <ClientMessages messages={['vod']}>
      <LazyVodCatalogue vods={vods} />
    </ClientMessages>
  )
}
