/** §3 "VOD: list with one selected": the catalogue items and the selection kept in the URL (`?vod=12`). */
import { basePicture, type ApiMedia, type ApiPicture } from '@/features/media'

export type VodItem = {
  id: number
  title: string
  description: string | null
  genre: string | null
  year: number | null
  /** Minutes. */
  duration: number | null
  price: string | null
  /** Trailer or player, if any. */
  url: string | null
  poster: ApiPicture | null
}

const VOD_PARAM = 'vod'

/** One stored VOD with its media as the API shows media (§7 `vods`). */
type ApiVod = Omit<VodItem, 'poster'> & { media: Pick<ApiMedia, 'alt' | 'name' | 'formats'> | null }

export function vodItem(api: ApiVod): VodItem {
  return {
    id: api.id,
    title: api.title,
    description: api.description,
    genre: api.genre,
    year: api.year,
    duration: api.duration,
    price: api.price,
    url: api.url,
    poster: basePicture(api.media),
  }
}

/** The selected VOD of a URL's query, if it names one of the list. */
export function selectedVod(search: string, vods: readonly VodItem[]): VodItem | null {
  const value = new URLSearchParams(search).get(VOD_PARAM)
  if (value === null || !/^\d{1,9}$/.test(value)) return null
  return vods.find((vod) => vod.id === Number(value)) ?? null
}

/** The query with the selection set or cleared, other parameters kept. */
export function withSelection(search: string, id: number | null): string {
  const params = new URLSearchParams(search)
  if (id === null) params.delete(VOD_PARAM)
  else params.set(VOD_PARAM, String(id))
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}
