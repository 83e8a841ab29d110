import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT } from './compile-hints'

let dir = ''
afterEach(() => rm(dir, { recursive: true, force: true }))

/** A client reference manifest as Next writes it: a script that assigns the route's entry chunks. */
function manifest(route: string, entryJSFiles: Record<string, string[]>): string {
  return `globalThis.__RSC_MANIFEST = (globalThis.__RSC_MANIFEST || {});\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ entryJSFiles })};\n`
}

async function write(file: string, text: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
  await writeFile(path.join(dir, file), text)
}

it("marks the framework's scripts and the site routes' entry scripts once, and leaves the admin's and the polyfills as built", async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'))
  await write(
    'build-manifest.json',
    JSON.stringify({ rootMainFiles: ['static/chunks/react.js'], polyfillFiles: ['static/chunks/polyfills.js'] }),
  )
  await write(
    'server/app/(site)/_site/[site]/[locale]/page_client-reference-manifest.js',
    manifest('/(site)/_site/[site]/[locale]/page', {
      '[project]/src/app/(site)/layout': ['static/chunks/site.js', 'static/chunks/site.css'],
    }),
  )
  await write(
    'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    manifest('/(payload)/admin/[[...segments]]/page', { '[project]/src/app/(payload)/layout': ['static/chunks/admin.js'] }),
  )
  for (const chunk of ['react', 'site', 'admin', 'polyfills']) await write(`static/chunks/${chunk}.js`, `(()=>{/* ${chunk} */})()\n`)

  expect(await addCompileHints(dir)).toEqual(['static/chunks/react.js', 'static/chunks/site.js'])
  await addCompileHints(dir)

  const read = (chunk: string) => readFile(path.join(dir, 'static/chunks', chunk), 'utf8')
  expect(await read('react.js')).toBe(`${COMPILE_HINT}(()=>{/* react */})()\n`)
  expect(await read('site.js')).toBe(`${COMPILE_HINT}(()=>{/* site */})()\n`)
  expect(await read('admin.js')).toBe('(()=>{/* admin */})()\n')
  expect(await read('polyfills.js')).toBe('(()=>{/* polyfills */})()\n')
})
