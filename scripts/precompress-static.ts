/**
 * Brotli copies of the build's scripts and styles at the best ratio (quality 11), written beside
 * each file as `<file>.br` once `next build` is done (`npm run build`); the production listener
 * sends them to browsers that take brotli (src/lib/production-server/precompressed.ts). Quality 11
 * is too slow to run on each answer: here every file is compressed once. A copy that would not be
 * smaller is not written.
 *   node --import tsx scripts/precompress-static.ts [dir=.next/static]
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'

import { PRECOMPRESSED_TYPES } from '../src/lib/production-server/precompressed'

const compress = promisify(brotliCompress)
const dir = process.argv[2] ?? '.next/static'

const entries = await readdir(dir, { recursive: true, encoding: 'utf8' })
const files = entries.filter((entry) => path.extname(entry) in PRECOMPRESSED_TYPES).map((entry) => path.join(dir, entry))

let before = 0
let after = 0
async function precompress(file: string) {
  const body = await readFile(file)
  const packed = await compress(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  })
  if (packed.byteLength >= body.byteLength) return
  await writeFile(`${file}.br`, packed)
  before += body.byteLength
  after += packed.byteLength
}

// zlib's thread pool runs the compressions side by side.
const queue = [...files]
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if ((await stat(file)).isFile()) await precompress(file)
    }
  }),
)
console.log(`brotli copies of ${files.length} build files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB`)
