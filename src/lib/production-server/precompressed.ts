import { createReadStream, readdirSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

/** The build files worth a brotli copy, by extension, with the type they are served as. */
export const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
}

/** A build file's brotli copy (`<file>.br`, written by scripts/precompress-static.ts). */
export type PrecompressedFile = { file: string; size: number; type: string }

/** The brotli copies under `dir`, by the URL path of the file they stand for (`urlPrefix` + its path in `dir`). */
export function precompressedFiles(dir: string, urlPrefix: string): Map<string, PrecompressedFile> {
  const files = new Map<string, PrecompressedFile>()
  let entries: string[]
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  } catch {
    return files
  }
  for (const entry of entries) {
    if (!entry.endsWith('.br')) continue
    const original = entry.slice(0, -'.br'.length)
    const type = PRECOMPRESSED_TYPES[path.extname(original)]
    if (!type) continue
    const file = path.join(dir, entry)
    files.set(`${urlPrefix}${original.split(path.sep).join('/')}`, { file, size: statSync(file).size, type })
  }
  return files
}

/** Whether an Accept-Encoding header takes `encoding` (`br`, `gzip`: named, not refused with q=0). */
export function acceptsEncoding(header: string | string[] | undefined, encoding: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  return value.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (name !== encoding) return false
    const quality = params.find((param) => param.startsWith('q='))
    return quality === undefined || Number(quality.slice(2)) > 0
  })
}

/** Sends a build file's brotli copy: build files carry their content hash in their name, so they are kept a year. */
export function answerPrecompressed(request: IncomingMessage, response: ServerResponse, { file, size, type }: PrecompressedFile): void {
  response.writeHead(200, {
    'content-type': type,
    'content-encoding': 'br',
    'content-length': String(size),
    vary: 'Accept-Encoding',
    'cache-control': 'public, max-age=31536000, immutable',
  })
  if (request.method === 'HEAD') {
    response.end()
    return
  }
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response)
}
