/**
 * The channel catalogue as the screen shows it: §3 channels with their logo and packs (the §7
 * channel call with `embed=packs`), the categories, and the pack view.
 */
import { basePicture, type ApiMedia, type ApiPicture } from '@/features/media'

import type { Channel } from './channel-filters'

export interface CatalogueChannel extends Channel {
  id: number
  logo: ApiPicture | null
  packs: string[]
}

export type CatalogueCategory = { id: number; name: string; parent: number | null }

/** The wire shape of one channel of `/api/contents?type=channels&embed=packs`. */
type ApiChannel = Omit<CatalogueChannel, 'logo'> & { logo: Pick<ApiMedia, 'alt' | 'name' | 'formats'> | null }

type ApiCategory = { id: number; name: string; parent: number | null }

function catalogueChannel(api: ApiChannel): CatalogueChannel {
  return {
    id: api.id,
    number: api.number,
    title: api.title,
    langue: api.langue,
    hd: api.hd,
    mobile: api.mobile,
    replay: api.replay,
    rec: api.rec,
    category: api.category,
    packs: api.packs ?? [],
    logo: basePicture(api.logo),
  }
}

export function catalogueCategory(api: ApiCategory): CatalogueCategory {
  return { id: api.id, name: api.name, parent: api.parent }
}

/** The §7 call for the whole catalogue: channels with their packs, count 400 (§9). */
export function channelsUrl(site: number, locale: string, count = 400): string {
  return `/api/contents?${new URLSearchParams({ type: 'channels', embed: 'packs', count: String(count), locale, site: String(site) })}`
}

/** The hydra list of the §7 channel call, as catalogue channels. */
export function catalogueChannels(body: unknown): { channels: CatalogueChannel[]; total: number } {
  const list = body as { 'hydra:member': ApiChannel[]; 'hydra:totalItems': number }
  return { channels: list['hydra:member'].map(catalogueChannel), total: list['hydra:totalItems'] }
}

/** The pack view keeps the channels of one pack; without a pack every channel stays. */
export function inPack<C extends { packs: string[] }>(channels: readonly C[], pack: string | null): readonly C[] {
  return pack === null ? channels : channels.filter((channel) => channel.packs.includes(pack))
}

/** Main categories (no parent) are chosen as categories, the others as sub-filters (§4). */
export function splitCategories(categories: readonly CatalogueCategory[]) {
  return {
    main: categories.filter((category) => category.parent === null),
    sub: categories.filter((category) => category.parent !== null),
  }
}
