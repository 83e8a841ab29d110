import 'server-only'

import { cms } from '@/cms/client'
import { cableProviderOf, type CableProvider } from '@/features/distributors'
import { logger } from '@/lib/logger'

import { StreetIndex, streetEntryOf, type StreetEntry } from './street-index'

export interface AddressData {
  index: StreetIndex
  /** Cable-lookup fields of each distributor, by distributor id. */
  providers: ReadonlyMap<number, CableProvider>
}

/**
 * Built once per process and refreshed in the background after REFRESH_MS, so edits and imports
 * show up without a restart and no request ever waits for a rebuild once the first one is done.
 * It is a cache of the database, so every instance of a scaled-out deployment builds its own.
 */
const REFRESH_MS = 5 * 60_000

let ready: { data: AddressData; builtAt: number } | null = null
let building: Promise<AddressData> | null = null

async function build(): Promise<AddressData> {
  const started = Date.now()
  const payload = await cms()
  const [streets, distributors] = await Promise.all([
    payload.find({
      collection: 'streets',
      pagination: false,
      depth: 0,
      select: { npa: true, city: true, street: true, number_from: true, number_to: true, numbers: true, distributor: true },
    }),
    payload.find({ collection: 'distributors', pagination: false, depth: 0 }),
  ])
  const entries: StreetEntry[] = streets.docs.map(streetEntryOf)
  const providers = new Map(distributors.docs.map((doc) => [doc.id, cableProviderOf(doc)] as const))
  logger.info({ streets: entries.length, ms: Date.now() - started }, 'street index built')
  return { index: new StreetIndex(entries), providers }
}

function rebuild(): Promise<AddressData> {
  building ??= build()
    .then((data) => {
      ready = { data, builtAt: Date.now() }
      return data
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
