import { addDataAndFileToRequest, type Access, type CollectionConfig, type Endpoint, type PayloadRequest } from 'payload'

const answer = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** Whether the request's account may read the collection, by the collection's own read access. */
async function readsCollection(req: PayloadRequest, slug: unknown): Promise<boolean> {
  if (!req.user || typeof slug !== 'string') return false
  const read = (req.payload.collections as Record<string, { config: { access: { read: Access } } } | undefined>)[slug]?.config.access.read
  return Boolean(read && (await read({ req })))
}

/**
 * The import-export plugin streams whatever collection a request names, and only meets the
 * collection's read access once the response has started: a role that may not read it got a
 * stream that never ended and an unhandled rejection per read. Here a request is answered before
 * anything is streamed: 403 when the account may not read the collection, 400 when the collection
 * is not one the site exports.
 */
export function exportAccess(exportable: readonly string[]): ({ collection }: { collection: CollectionConfig }) => CollectionConfig {
  const mayExport = async (req: PayloadRequest, slug: unknown) =>
    typeof slug === 'string' && exportable.includes(slug) && (await readsCollection(req, slug))

  const guarded = (endpoint: Endpoint): Endpoint => ({
    ...endpoint,
    handler: async (req) => {
      if (!req.user) return answer(401, 'Unauthorized')
      try {
        // Also replaces req.json with the parsed body, which the plugin's handler reads again.
        await addDataAndFileToRequest(req)
      } catch {
        return answer(400, 'Invalid JSON')
      }
      // The download endpoint takes { data: { collectionSlug } }, the preview { collectionSlug }.
      const body = req.data as { collectionSlug?: unknown; data?: { collectionSlug?: unknown } } | undefined
      const slug = endpoint.path === '/download' ? body?.data?.collectionSlug : body?.collectionSlug
      if (!(await readsCollection(req, slug))) return answer(403, 'You are not allowed to perform this action.')
      if (!(await mayExport(req, slug))) return answer(400, 'This collection is not exported.')
      return endpoint.handler(req)
    },
  })

  // Creating an export record runs the export: the same check.
  const createsExport: Access = ({ req, data }) => mayExport(req, (data as { collectionSlug?: unknown } | undefined)?.collectionSlug)
  const exportsAny: Access = async ({ req }) => (await Promise.all(exportable.map((slug) => readsCollection(req, slug)))).some(Boolean)

  return ({ collection }) => ({
    ...collection,
    access: { ...collection.access, read: exportsAny, create: createsExport, delete: exportsAny },
    endpoints: Array.isArray(collection.endpoints) ? collection.endpoints.map(guarded) : collection.endpoints,
  })
}
