import type { CollectionBeforeOperationHook, Config, Plugin } from 'payload'

/** §9's largest count (channels and categories): no anonymous REST read may ask for more. */
export const PUBLIC_MAX_LIMIT = 400
const PUBLIC_MAX_DEPTH = 1

/**
 * Anonymous REST reads are bounded: `limit=0`, `pagination=false` or a deep `depth` would make one
 * request read whole tables. The site's own server code uses the Local API and is not bounded.
 */
const boundAnonymousReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.payloadAPI !== 'REST' || req.user) return args
  const bounded = { ...args, depth: Math.min(Number(args.depth ?? PUBLIC_MAX_DEPTH), PUBLIC_MAX_DEPTH) }
  if ('limit' in args || 'pagination' in args) {
    const limit = Number(args.limit ?? 10)
    Object.assign(bounded, { pagination: true, limit: limit > 0 ? Math.min(limit, PUBLIC_MAX_LIMIT) : PUBLIC_MAX_LIMIT })
  }
  return bounded
}

export const publicApiLimits: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), boundAnonymousReads] },
  })),
})
