import 'server-only'

import { cms } from '@/cms/client'
import { cableProviderOf, type CableProvider } from '@/features/distributors'
import { logger } from '@/lib/logger'

import { StreetIndex } from './street-index'
import { readStreetEntries, streetsVersion } from './street-table'

export interface AddressData {
  index: StreetIndex
  /** Cable-lookup fields of each distributor, by distributor id. */
  providers: ReadonlyMap<number, CableProvider>
}

/**
 * Built once per process and refreshed in the background after REFRESH_MS, so edits and imports
 * show up without a restart and no request ever waits for a rebuild once the first one is done.
 * The streets are read again only when their table changed: a country's index takes seconds to
 * build, its version one indexed query. It is a cache of the database, so every instance of a
 * scaled-out deployment builds its own.
 */
const REFRESH_MS = 5 * 60_000

interface Built {
  data: AddressData
  version: string
  builtAt: number
}

let ready: Built | null = null
let building: Promise<AddressData> | null = null

async function build(previous: Built | null): Promise<Built> {
  const started = Date.now()
  const payload = await cms()
  // The version is read before the streets: a change in between is seen by the next refresh.
  const [version, distributors] = await Promise.all([
    streetsVersion(payload),
    payload.find({ collection: 'distributors', pagination: false, depth: 0 }),
  ])
  const providers = new Map(distributors.docs.map((doc) => [doc.id, cableProviderOf(doc)] as const))
  if (previous?.version === version) return { data: { index: previous.data.index, providers }, version, builtAt: Date.now() }
  const index = new StreetIndex(await readStreetEntries(payload))
  logger.info({ streets: index.size, ms: Date.now() - started }, 'street index built')
  return { data: { index, providers }, version, builtAt: Date.now() }
}

function rebuild(): Promise<AddressData> {
  building ??= build(ready)
    .then((built) => {
      ready = built
      return built.data
    })
    .finally(() => {
      building = null
    })
  return building
}

export async function addressData(): Promise<AddressData> {
  if (!ready) return rebuild()
  // Serve the current index while a fresh one builds.
  if (Date.now() - ready.builtAt >= REFRESH_MS) {
    rebuild().catch((error: unknown) => logger.error({ err: error }, 'street index refresh failed'))
  }
  return ready.data
}

/** Drops the cached index (after an import, in tests). */
export function resetAddressData(): void {
  ready = null
}
