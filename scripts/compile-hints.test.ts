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

/** Chunks as Turbopack writes them: a module registering its exports by name. */
const behavioursChunk =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,1,e=>{e.s(["PageBehaviours",0,function(){}])},2,e=>{e.s(["LoadingBar",0,function(){}])}]);\n'
const islandChunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,3,e=>{e.s(["ChannelCatalogue",0,function(){}])}]);\n'

async function write(file: string, text: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
  await writeFile(path.join(dir, file), text)
}

it("marks the framework's scripts, the site routes' entry scripts and what the frame loads once hydrated, once, and leaves the admin's, the islands' and the polyfills as built", async () => {
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
  await write('static/chunks/behaviours.js', behavioursChunk)
  await write('static/chunks/island.js', islandChunk)

  expect(await addCompileHints(dir)).toEqual(['static/chunks/behaviours.js', 'static/chunks/react.js', 'static/chunks/site.js'])
  await addCompileHints(dir)

  const read = (chunk: string) => readFile(path.join(dir, 'static/chunks', chunk), 'utf8')
  expect(await read('react.js')).toBe(`${COMPILE_HINT}(()=>{/* react */})()\n`)
  expect(await read('site.js')).toBe(`${COMPILE_HINT}(()=>{/* site */})()\n`)
  expect(await read('behaviours.js')).toBe(`${COMPILE_HINT}${behavioursChunk}`)
  expect(await read('island.js')).toBe(islandChunk)
  expect(await read('admin.js')).toBe('(()=>{/* admin */})()\n')
  expect(await read('polyfills.js')).toBe('(()=>{/* polyfills */})()\n')
})

it('fails the build when no chunk exports what the frame loads once hydrated (a name changed)', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'))
  await write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/react.js'] }))
  await write('server/app/(site)/.keep', '')
  await write('static/chunks/react.js', '(()=>{})()\n')
  await write('static/chunks/island.js', islandChunk)
  await expect(addCompileHints(dir)).rejects.toThrow('no chunk exports PageBehaviours, LoadingBar')
})
