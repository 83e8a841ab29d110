/** What the detail page of a reference shows of its media. Pure. */
import type { Media } from '@/cms/payload-types'

export type Picture = { src: string; width: number; height: number; alt: string }

/** §9 banner size (688×392) when generated, else the upload itself; null when nothing is stored. */
export function referencePicture(media: number | Media | null | undefined): Picture | null {
  if (!media || typeof media === 'number' || !media.url) return null
  const banner = media.sizes?.banner
  const useBanner = Boolean(banner?.url && banner.width && banner.height)
  return {
    src: useBanner && banner?.url ? banner.url : media.url,
    width: (useBanner ? banner?.width : media.width) ?? 688,
    height: (useBanner ? banner?.height : media.height) ?? 392,
    alt: media.alt ?? '',
  }
}
