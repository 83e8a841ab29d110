/**
 * Marks the scripts every site page runs as it starts, and those it loads on every view once it has
 * hydrated, with V8's compile hint (`//# allFunctionsCalledOnLoad`, record 104), once `next build`
 * is done: the browser then compiles them whole on a background thread while they download, instead
 * of each function on the main thread at its first call. The admin's and the islands' chunks stay
 * as built.
 *   node --import tsx scripts/compile-hints.ts [dir=.next]
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { runInNewContext } from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** A script with the hint as its first line, once. */
function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`
}

/** The site's route folders in Next's server output (`src/app/(site)`). */
const SITE_ROUTES = path.join('server', 'app', '(site)')

/** The chunk files (relative to `dir`, `static/chunks/…`) a site page loads as it starts. */
async function startChunks(dir: string): Promise<string[]> {
  const build = JSON.parse(await readFile(path.join(dir, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] }
  const files = new Set(build.rootMainFiles)
  const entries = await readdir(path.join(dir, SITE_ROUTES), { recursive: true, encoding: 'utf8' })
  for (const entry of entries.filter((name) => name.endsWith('_client-reference-manifest.js'))) {
    // Next writes each manifest as a script assigning globalThis.__RSC_MANIFEST[route].
    const sandbox: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {}
    runInNewContext(await readFile(path.join(dir, SITE_ROUTES, entry), 'utf8'), sandbox)
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {}))
      for (const chunks of Object.values(manifest.entryJSFiles ?? {})) chunks.forEach((chunk) => files.add(chunk))
  }
  return [...files].filter((file) => file.endsWith('.js')).sort()
}

/**
 * What every site page loads once it has hydrated (src/screens/frame/DeferredPageBehaviours.tsx),
 * by the names their chunks export: their code runs at once as well.
 */
export const AFTER_HYDRATION_EXPORTS = ['PageBehaviours', 'LoadingBar'] as const

/**
 * Whether a chunk defines a module exporting `name`. Framework hook: Turbopack registers a module's
 * exports as `"Name",0,<getter>`; shell.spec.ts fails the day that shape or a name changes.
 */
export const exportsName = (source: string, name: string): boolean => source.includes(`"${name}",0,`)

/** The chunk files defining those exports; the build fails when a name is defined by no chunk. */
async function afterHydrationChunks(dir: string): Promise<string[]> {
  const chunks = 'static/chunks'
  const files = new Set<string>()
  const found = new Set<string>()
  for (const name of (await readdir(path.join(dir, chunks))).filter((file) => file.endsWith('.js'))) {
    const source = await readFile(path.join(dir, chunks, name), 'utf8')
    for (const exported of AFTER_HYDRATION_EXPORTS.filter((exported) => exportsName(source, exported))) {
      found.add(exported)
      files.add(`${chunks}/${name}`)
    }
  }
  const missing = AFTER_HYDRATION_EXPORTS.filter((exported) => !found.has(exported))
  if (missing.length > 0)
    throw new Error(`no chunk exports ${missing.join(', ')}: scripts/compile-hints.ts names what the frame loads after hydration`)
  return [...files]
}

export async function addCompileHints(dir: string): Promise<string[]> {
  const chunks = [...new Set([...(await startChunks(dir)), ...(await afterHydrationChunks(dir))])].sort()
  for (const chunk of chunks) {
    const file = path.join(dir, chunk)
    const source = await readFile(file, 'utf8')
    const hinted = withCompileHint(source)
    if (hinted !== source) await writeFile(file, hinted)
  }
  return chunks
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const chunks = await addCompileHints(process.argv[2] ?? '.next')
  console.log(`compile hint on the ${chunks.length} scripts a site page starts with or loads once hydrated`)
}
