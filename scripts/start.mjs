// Production start: prepare the database (migrations, demo content when empty), then serve Next
// through our own listener (src/lib/production-server): the trusted client address and the
// security headers are decided before Next sees a request. Honours PORT and BIND_ADDRESS.
import { renameSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'

import { tsImport } from 'tsx/esm/api'

import { holdOpenAfter } from './hold-open.mjs'

// The project brings its own Node (the `node` package): `npm start` runs it from node_modules/.bin.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`Node ${process.versions.node} is too old: start the site with \`npm start\` (the project's Node 24).`)
  process.exit(1)
}

// The database first (migrations, demo content when empty; its own deadline), then until the server
// listens nothing else holds the process open while it awaits.
const releaseStartup = holdOpenAfter([process.execPath, '--import', 'tsx', 'scripts/prepare.ts'], 'the server start', 300_000)

// Pages and data an earlier start rendered may come from another database, or from content a seed
// has changed since, and the tags that would have expired them lived in that process's memory:
// every start begins with an empty page cache (pages render again on their first request).
// Moved aside before it is removed: another instance of this build may be writing pages into it,
// and a removal under a writer fails with ENOTEMPTY (it stopped a second instance's start).
// With REDIS_URL the pages live in Redis (cache-handler.mjs), and the disk cache is another
// instance's: left alone.
for (const cache of process.env.REDIS_URL ? [] : ['.next/server/route-cache', '.next/cache/fetch-cache']) {
  const aside = `${cache}.${process.pid}.old`
  try {
    renameSync(cache, aside)
  } catch (error) {
    if (error.code !== 'ENOENT') console.warn(`page cache ${cache} not emptied: ${error.message}`)
    continue
  }
  rmSync(aside, { recursive: true, force: true, maxRetries: 3 })
}

process.env.NODE_ENV ??= 'production'
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.BIND_ADDRESS

const require = createRequire(import.meta.url)
const next = require('next')

const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port })
// Next loads next.config.ts with its own hooks: before tsx's are in the process.
await app.prepare()
const { productionListener } = await tsImport('../src/lib/production-server/listener.ts', import.meta.url)
const { scriptHash } = await tsImport('../src/lib/production-server/security-headers.ts', import.meta.url)
const { CONSENT_GIVEN_SCRIPT } = await tsImport('../src/features/consent/server.ts', import.meta.url)
const { EARLY_INPUT_SCRIPT } = await tsImport('../src/ui/islands/early-input-script.ts', import.meta.url)
const { apiConcurrency, apiQueue, drainTimeoutMs, metricsNetworks, metricsToken, tagManagerScript, trackerSettings, trustedProxies } =
  await tsImport('../src/lib/env.ts', import.meta.url)
const { allowedNetworks } = await tsImport('../src/lib/production-server/request-metrics.ts', import.meta.url)
const { siteOfHost } = await tsImport('../src/sites/site-of-host.ts', import.meta.url)
const { trackerScript } = await tsImport('../src/features/tracking/tracker.ts', import.meta.url)
const { precompressedFiles } = await tsImport('../src/lib/production-server/precompressed.ts', import.meta.url)
const { PreparedPages } = await tsImport('../src/lib/production-server/prepared-pages.ts', import.meta.url)
const { responseCompression } = await tsImport('../src/lib/production-server/compression.ts', import.meta.url)
const { gracefulStop } = await tsImport('../src/lib/production-server/graceful-stop.ts', import.meta.url)
const { drained } = await tsImport('../src/lib/drain.ts', import.meta.url)
const tracker = trackerScript(trackerSettings())
const tagManager = tagManagerScript()
const handle = app.getRequestHandler()

const listener = productionListener(handle, {
  trustedProxies: trustedProxies(),
  scriptHashes: [scriptHash(CONSENT_GIVEN_SCRIPT), scriptHash(EARLY_INPUT_SCRIPT)],
  trackerOrigin: tracker ? new URL(tracker.src).origin : undefined,
  metrics: { token: metricsToken(), networks: allowedNetworks(metricsNetworks()) },
  siteOf: siteOfHost,
  tagManagerOrigin: tagManager ? new URL(tagManager).origin : undefined,
  apiConcurrency: apiConcurrency(),
  apiQueue: apiQueue(),
  stopping: () => stop.stopping(),
  // Written by `npm run build` (scripts/precompress-static.ts); without them the files are compressed on each answer.
  precompressed: precompressedFiles('.next/static', '/_next/static/'),
  // Cached pages are prepared once (hashed, compressed) and answered without Next.
  pages: new PreparedPages(),
  compress: responseCompression(),
})
// Idle connections outlive the front's reuse of them (deploy/nginx: its upstream keeps one 10 s):
// with Node's 5 s, the front or a client could send a POST on a socket the server was closing,
// and get a reset it does not retry.
const KEEP_ALIVE_MS = 65_000
const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 }, listener)
// A stopping instance waits this long for the front to drop its idle connections (10 s) itself.
const FRONT_IDLE_GRACE_MS = 12_000
const stop = gracefulStop(server, {
  drainMs: drainTimeoutMs(),
  idleGraceMs: FRONT_IDLE_GRACE_MS,
  drained,
  exit: (code) => process.exit(code),
})
server.listen(port, hostname, () => {
  releaseStartup()
  console.log(`ready on http://${hostname ?? 'localhost'}:${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop.signal(signal))
