import 'server-only'

import type { PaginatedDocs } from 'payload'

import type { Vod } from '@/cms/payload-types'
import { listPublishedOfSite, type SiteListOptions } from '@/cms/published'
import { apiMediaOf } from '@/features/media/server'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { vodItem, type VodItem } from './vod-catalogue'

type VodSortField = 'position' | 'title' | 'year'

/** Published VODs of the site (§7 `vods`), with their poster. */
export async function listVods(options: SiteListOptions<VodSortField>): Promise<PaginatedDocs<Vod>> {
  return listPublishedOfSite('vods', options)
}

/** A catalogue shows at most this many: the §9 page size of a content list. */
const CATALOGUE_LIMIT = 200

/** One stored VOD in the §3 shape of the public API (`/api/contents?type=vods`). */
export function apiVodOf(vod: Vod) {
  return {
    id: vod.id,
    title: vod.title,
    description: vod.description ?? null,
    genre: vod.genre ?? null,
    year: vod.year ?? null,
    duration: vod.duration ?? null,
    price: vod.price ?? null,
    url: vod.url ?? null,
    media: apiMediaOf(vod.media),
    position: vod.position ?? 0,
  }
}

/** The site's catalogue in its order (position ASC). */
export async function loadVodItems(site: SiteId, locale: Locale): Promise<VodItem[]> {
  const { docs } = await listVods({ site, locale, sort: 'position', limit: CATALOGUE_LIMIT })
  return docs.map((vod) => vodItem(apiVodOf(vod)))
}
