/**
 * §3 media item in the API shape, and the §3 media URL `/media/{kind}/{folder}/{format}/{fileName}.{extension}`
 * (format base by default) that the /media route resolves back to a stored file. Pure.
 */
import type { Media } from '@/cms/payload-types'

/** §9 named sizes; `base` is the uploaded file itself. */
const MEDIA_FORMATS = ['base', 'header_big', 'header_nbig', 'header_big_mobile', 'banner'] as const
export type MediaFormat = (typeof MEDIA_FORMATS)[number]
type SizeFormat = Exclude<MediaFormat, 'base'>

const MEDIA_KINDS = ['image', 'document'] as const
type MediaKind = (typeof MEDIA_KINDS)[number]

type ApiMediaFormat = { width: number | null; height: number | null; url: string }

export type ApiMedia = {
  id: number
  '@type': MediaKind
  /** Only the formats that exist: a document has base only. */
  formats: Partial<Record<MediaFormat, ApiMediaFormat>>
  folder: string
  fileName: string
  extension: string
  caption: string | null
  name: string | null
  alt: string | null
}

const DEFAULT_FOLDER = 'default'

/** `hero.fibre.jpg` → { stem: 'hero.fibre', extension: 'jpg' }; a name without a dot has no extension. */
function splitFileName(filename: string): { stem: string; extension: string } {
  const dot = filename.lastIndexOf('.')
  return dot <= 0 ? { stem: filename, extension: '' } : { stem: filename.slice(0, dot), extension: filename.slice(dot + 1) }
}

function mediaKind(mimeType: string | null | undefined): MediaKind {
  return mimeType?.startsWith('image/') ? 'image' : 'document'
}

function isSizeFormat(format: MediaFormat): format is SizeFormat {
  return format !== 'base'
}

/** The stored file of one format: the upload itself, or the size Payload generated. */
export function storedFile(
  media: Media,
  format: MediaFormat,
): { filename: string; width: number | null; height: number | null; mimeType: string | null } | null {
  if (!isSizeFormat(format)) {
    return media.filename
      ? { filename: media.filename, width: media.width ?? null, height: media.height ?? null, mimeType: media.mimeType ?? null }
      : null
  }
  const size = media.sizes?.[format]
  return size?.filename
    ? { filename: size.filename, width: size.width ?? null, height: size.height ?? null, mimeType: size.mimeType ?? null }
    : null
}

/**
 * The public URL keeps the item's fileName, and the extension of the file served: sizes are webp
 * while the upload may be jpg, so `/header_big/hero.webp` and `/base/hero.jpg` are both exact.
 */
function mediaUrl(media: Media, format: MediaFormat): string | null {
  const file = storedFile(media, format)
  if (!media.filename || !file) return null
  const { stem } = splitFileName(media.filename)
  const { extension } = splitFileName(file.filename)
  const folder = media.folder || DEFAULT_FOLDER
  return `/media/${mediaKind(media.mimeType)}/${encodeURIComponent(folder)}/${format}/${encodeURIComponent(stem)}.${extension}`
}

export function toApiMedia(media: Media): ApiMedia | null {
  if (!media.filename) return null
  const formats: Partial<Record<MediaFormat, ApiMediaFormat>> = {}
  for (const format of MEDIA_FORMATS) {
    const file = storedFile(media, format)
    const url = mediaUrl(media, format)
    if (file && url) formats[format] = { width: file.width, height: file.height, url }
  }
  const { stem, extension } = splitFileName(media.filename)
  return {
    id: media.id,
    '@type': mediaKind(media.mimeType),
    formats,
    folder: media.folder || DEFAULT_FOLDER,
    fileName: stem,
    extension,
    caption: media.caption ?? null,
    name: media.name ?? null,
    alt: media.alt ?? null,
  }
}

/** A relation read at depth ≥ 1 is the document; an id alone means it was not populated (or is gone). */
export function populated<T extends object>(value: number | string | T | null | undefined): T | null {
  return typeof value === 'object' && value !== null ? value : null
}

export function apiMediaOf(value: number | Media | null | undefined): ApiMedia | null {
  const media = populated(value)
  return media ? toApiMedia(media) : null
}

export function apiMediaList(values: readonly (number | Media)[] | null | undefined): ApiMedia[] {
  return (values ?? []).flatMap((value) => apiMediaOf(value) ?? [])
}

export type MediaRequest = { kind: MediaKind; folder: string; format: MediaFormat; fileName: string; extension: string }

/** Folder and file segments: letters, digits, dot, dash, underscore; never a leading dot (no `..`, no hidden files). */
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/

function isFormat(value: string): value is MediaFormat {
  return (MEDIA_FORMATS as readonly string[]).includes(value)
}

function isKind(value: string): value is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(value)
}

/** `[image, folder, format?, file.ext]` → what to look up; null for anything else (answered 404). */
export function parseMediaPath(kind: string, segments: readonly string[]): MediaRequest | null {
  if (!isKind(kind)) return null
  const [folder, second, third, ...rest] = segments
  if (!folder || !second || rest.length > 0) return null
  const format = third === undefined ? 'base' : second
  const file = third ?? second
  if (!isFormat(format) || !SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(file)) return null
  const { stem, extension } = splitFileName(file)
  if (!extension) return null
  return { kind, folder, format, fileName: stem, extension }
}

/** The media document matches the request: same kind and folder, same name, and the format's file has that extension. */
export function matchesMediaRequest(media: Media, request: MediaRequest): boolean {
  if (!media.filename || mediaKind(media.mimeType) !== request.kind) return false
  if ((media.folder || DEFAULT_FOLDER) !== request.folder) return false
  if (splitFileName(media.filename).stem !== request.fileName) return false
  const file = storedFile(media, request.format)
  return file !== null && splitFileName(file.filename).extension === request.extension
}

/** What an `<img>` needs of a §3 media item: its uploaded file, size and alt text. */
export type ApiPicture = { url: string; width: number; height: number; alt: string }

/** The base format of an API media item as a picture; null without a file of known size. */
export function basePicture(media: Pick<ApiMedia, 'alt' | 'name' | 'formats'> | null | undefined): ApiPicture | null {
  const base = media?.formats.base
  if (!media || !base?.width || !base.height) return null
  return { url: base.url, width: base.width, height: base.height, alt: media.alt ?? media.name ?? '' }
}
