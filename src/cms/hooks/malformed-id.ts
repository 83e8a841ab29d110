import { NotFound, type CollectionBeforeOperationHook, type Config, type Plugin } from 'payload'

/**
 * Documents are numbered 1, 2, 3…: Payload reads the id of a REST path with parseFloat, so
 * /cms-api/partner-documents/abc reached the database as NaN and came back as a logged query error
 * and a 500. Such an id names no document: 404, before any query. Ids given as text (the Local API)
 * go on as they are.
 */
const noDocumentForMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id: unknown = (args as { id?: unknown }).id
  if (typeof id === 'number' && !(Number.isSafeInteger(id) && id > 0)) throw new NotFound(req.t)
  return args
}

export const malformedIds: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) =>
    // A collection with its own id field keeps its own rules.
    collection.fields.some((field) => 'name' in field && field.name === 'id')
      ? collection
      : {
          ...collection,
          hooks: { ...collection.hooks, beforeOperation: [noDocumentForMalformedId, ...(collection.hooks?.beforeOperation ?? [])] },
        },
  ),
})
