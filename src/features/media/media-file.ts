import 'server-only'

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { cms } from '@/cms/client'
import { mediaDir } from '@/lib/env'
import { publicFileHeaders } from '@/lib/public-file-headers'

import { matchesMediaRequest, parseMediaPath, storedFile } from './media'
import { NotFoundError } from '@/lib/api/problem'

const MEDIA_CACHE = 'public, max-age=2592000, stale-while-revalidate=86400'

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
}

/**
 * The stored file behind a §3 media URL. The file name read from disk is the one in the media
 * document (never the request's), and it must stay inside the media directory.
 */
async function resolveMediaFile(kind: string, segments: readonly string[]) {
  const request = parseMediaPath(kind, segments)
  if (!request) throw new NotFoundError('No such media file.')
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ folder: { equals: request.folder } }, { filename: { like: request.fileName } }] },
    depth: 0,
    limit: 50,
  })
  const media = docs.find((doc) => matchesMediaRequest(doc, request))
  const file = media ? storedFile(media, request.format) : null
  if (!file) throw new NotFoundError('No such media file.')
  const root = mediaDir()
  const absolute = path.resolve(root, file.filename)
  if (path.dirname(absolute) !== root) throw new NotFoundError('No such media file.')
  const info = await stat(absolute).catch(() => null)
  if (!info?.isFile()) throw new NotFoundError('No such media file.')
  return {
    absolute,
    size: info.size,
    mtime: info.mtime,
    contentType: file.mimeType ?? TYPES[request.extension.toLowerCase()] ?? 'application/octet-stream',
  }
}

/** Streams the file with its type and a long cache lifetime; a matching ETag answers 304. */
export async function mediaResponse(kind: string, segments: readonly string[], ifNoneMatch: string | null): Promise<Response> {
  const file = await resolveMediaFile(kind, segments)
  const etag = `"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`
  const headers = { 'cache-control': MEDIA_CACHE, etag, 'last-modified': file.mtime.toUTCString(), ...publicFileHeaders(file.contentType) }
  if (ifNoneMatch === etag) return new Response(null, { status: 304, headers })
  const body = Readable.toWeb(createReadStream(file.absolute)) as ReadableStream<Uint8Array>
  return new Response(body, { headers: { ...headers, 'content-type': file.contentType, 'content-length': String(file.size) } })
}
