/**
 * The content health view at ten times the demo's pages: seeds the demo content into a throw-away
 * database, copies every page nine times (each copy in its three locales, linking where the
 * original links; one copy in ten without its German subtitle or category, one in twenty
 * unpublished), refreshes the stored findings (the job's time), then times the view.
 *
 *   node --import tsx --import ./scripts/bench/server-modules.mjs scripts/bench/content-health.ts
 *
 * In this process: the view's loader (the database reads and the rows of a page, as the admin's
 * view calls it) for each site, a category and a translator, median and p95 of N runs
 * (N=20), against the query of the admin's own page list measured in the same run. With a build
 * (`npm run build`), also over HTTP through a production server on PORT (3601): the view's page
 * as the admin renders it for a signed-in editor, against the admin's page list, interleaved.
 * Goal: the view under 500 ms. DATA_DIR=<dir> keeps the seeded database (reused when it has the copies).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

const GOAL_MS = 500
const COPIES = 9
const runs = Number(process.env.N ?? 20)
const port = Number(process.env.PORT ?? 3601)

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'content-health-bench-'))
delete process.env.DATABASE_URL
process.env.LOG_LEVEL ??= 'warn'
console.log(`throw-away database in ${process.env.DATA_DIR} (SQLite)`)

const prepare = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare.ts'], { stdio: 'inherit', env: process.env })
if (prepare.status !== 0) process.exit(prepare.status ?? 1)

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { refreshHealth, healthScope, loadHealthView } = await import('../../src/features/content-health/server')

const payload = await getPayload({ config })
const LOCALES = ['fr', 'de', 'en'] as const
type Doc = Record<string, unknown> & { id: number }

/** The copy's id: the original's plus a million per copy. */
const copyId = (id: number, copy: number) => copy * 1_000_000 + id

/** A page read in one locale, as data for a copy in that locale (its own id, slug and array rows). */
function copyData(page: Doc, copy: number, locale: string): Record<string, unknown> {
  const { id, createdAt: _created, updatedAt: _updated, textSavedAt: _stamp, ...data } = page
  const slug = typeof data.slug === 'string' && data.slug ? `${data.slug}-${copy}` : data.slug
  const rows = (value: unknown, prefix: string): unknown =>
    Array.isArray(value)
      ? value.map((row, index) =>
          row && typeof row === 'object' ? { ...(rows(row, `${prefix}-${index}`) as object), id: `${prefix}-${index}` } : row,
        )
      : value && typeof value === 'object' && !('root' in value)
        ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, key === 'id' ? field : rows(field, `${prefix}.${key}`)]))
        : value
  const copied = rows(data, `copy-${copy}-${id}`) as Record<string, unknown>
  const damaged = locale === 'de' && id % 10 === copy % 10
  return {
    ...copied,
    id: copyId(id, copy),
    slug,
    screen: null,
    ...(damaged ? { subtitle: '', category: '' } : {}),
    _status: id % 20 === copy ? 'draft' : 'published',
  }
}

async function seedCopies(): Promise<number> {
  const { docs: copied } = await payload.find({
    collection: 'pages',
    where: { id: { greater_than: 1_000_000 } },
    depth: 0,
    pagination: false,
    draft: true,
    select: {},
  })
  // A run stopped half-way left some copies: the next one makes only the missing.
  const made = new Set(copied.map((doc) => doc.id))
  const { docs } = await payload.find({
    collection: 'pages',
    locale: 'fr',
    depth: 0,
    pagination: false,
    draft: false,
    select: {},
  })
  const originals = docs.map((doc) => doc.id)
  const jobs = originals
    .filter((id) => id < 1_000_000)
    .flatMap((id) => Array.from({ length: COPIES }, (_, index) => ({ id, copy: index + 1 })))
    .filter(({ id, copy }) => !made.has(copyId(id, copy)))
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const { id, copy } = jobs[next++]!
      for (const locale of LOCALES) {
        const page = (await payload.findByID({ collection: 'pages', id, locale, fallbackLocale: false, depth: 0 })) as unknown as Doc
        // A page with no text in a locale (no title there) has none in its copies either.
        if (locale !== 'fr' && !page.title) continue
        const data = copyData(page, copy, locale) as never
        if (locale === 'fr') await payload.create({ collection: 'pages', locale, data, depth: 0 })
        else await payload.update({ collection: 'pages', id: copyId(id, copy), locale, data, depth: 0 })
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return made.size + jobs.length
}

function stats(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
  return { median: at(0.5), p95: at(0.95) }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

async function timeIt(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await task()
  return performance.now() - started
}

let started = performance.now()
const copies = await seedCopies()
const pages = (await payload.count({ collection: 'pages' })).totalDocs
console.log(`${pages} pages (${copies} copies of the demo's, seeded in ${Math.round((performance.now() - started) / 1000)} s)`)

started = performance.now()
const report = await refreshHealth(payload)
console.log(
  `refresh job: ${report.rows} rows, read ${report.readMs} ms, written ${report.writeMs} ms (${Math.round(performance.now() - started)} ms)`,
)
const again = await refreshHealth(payload)
console.log(`refresh again, nothing changed: read ${again.readMs} ms, written ${again.writeMs} ms`)

const editor = healthScope({ role: 'editor' })!
const translator = healthScope({ role: 'translator', locales: ['de'] })!
const cases = [
  { label: 'site 1, editor', scope: editor, filters: { site: 1, category: null, locale: null, page: 1 } },
  { label: 'site 2, editor', scope: editor, filters: { site: 2, category: null, locale: null, page: 1 } },
  { label: 'site 3, editor', scope: editor, filters: { site: 3, category: null, locale: null, page: 1 } },
  { label: 'site 1, findability', scope: editor, filters: { site: 1, category: 'findability', locale: null, page: 2 } },
  { label: 'site 1, translator (de)', scope: translator, filters: { site: 1, category: null, locale: null, page: 1 } },
] as const
const reference = () =>
  payload.find({ collection: 'pages', depth: 0, limit: 10, sort: '-updatedAt', draft: true, locale: 'fr', overrideAccess: true })

console.log(`\nin this process (median / p95 of ${runs}; reference: the admin's page list query, same run)`)
for (const { label, scope, filters } of cases) {
  const view = await loadHealthView(payload, scope, { ...filters })
  const viewTimes: number[] = []
  const referenceTimes: number[] = []
  for (let run = 0; run < runs; run++) {
    viewTimes.push(await timeIt(() => loadHealthView(payload, scope, { ...filters })))
    referenceTimes.push(await timeIt(reference))
  }
  const own = stats(viewTimes)
  const ref = stats(referenceTimes)
  console.log(
    `  ${label.padEnd(26)} ${String(view.total).padStart(5)} rows listed  view ${ms(own.median)} / ${ms(own.p95)}  reference ${ms(ref.median)} / ${ms(ref.p95)}  ratio ${(own.median / ref.median).toFixed(1)}  goal ${own.p95 <= GOAL_MS ? 'met' : 'MISSED'}`,
  )
}
await payload.destroy()

if (!existsSync('.next/BUILD_ID')) {
  console.log('\nno build (.next/BUILD_ID): run `npm run build` to time the view over HTTP too')
  process.exit(0)
}

console.log(`\nover HTTP, a production server on port ${port} (median / p95 of ${runs}, interleaved with the admin's page list)`)
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, PORT: String(port), BIND_ADDRESS: '127.0.0.1', LINK_CHECK_NETWORK: 'loopback', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
})
const stop = () => server.pid && process.kill(-server.pid, 'SIGTERM')
try {
  const base = `http://127.0.0.1:${port}`
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (tries > 300) throw new Error('the server did not start')
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const login = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@example.ch', password: 'demo-editor-2026' }),
  })
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const get = async (url: string) => {
    const response = await fetch(`${base}${url}`, { headers: { cookie, 'accept-language': 'fr' } })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  }
  // The server refreshes once when it starts: timed after, and each page once rendered before.
  await new Promise((resolve) => setTimeout(resolve, 15_000))
  for (const url of ['/admin/content-health?site=1', '/admin/collections/pages']) await get(url)
  const viewTimes: number[] = []
  const listTimes: number[] = []
  for (let run = 0; run < runs; run++) {
    viewTimes.push(await timeIt(() => get('/admin/content-health?site=1')))
    listTimes.push(await timeIt(() => get('/admin/collections/pages')))
  }
  const own = stats(viewTimes)
  const ref = stats(listTimes)
  console.log(`  /admin/content-health?site=1  ${ms(own.median)} / ${ms(own.p95)}  goal ${own.p95 <= GOAL_MS ? 'met' : 'MISSED'}`)
  console.log(
    `  /admin/collections/pages       ${ms(ref.median)} / ${ms(ref.p95)}  (reference)  ratio ${(own.median / ref.median).toFixed(2)}`,
  )
} finally {
  stop()
}
process.exit(0)
