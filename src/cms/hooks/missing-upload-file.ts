import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { Config, Plugin } from 'payload'

type UploadHandler = NonNullable<Exclude<NonNullable<NonNullable<Config['collections']>[number]['upload']>, boolean>['handlers']>[number]

/**
 * A file the collection does not hold is the client's 404: Payload answers 500 and logs an error
 * for a name that is not on disk. Any other name goes on to Payload's own file handling.
 */
function notOnDisk(staticDir: string): UploadHandler {
  // Payload's type has no Promise of "a Response or nothing", which is what it awaits.
  return (async (_req: unknown, { params }: { params: { filename: string } }) => {
    const root = path.resolve(staticDir)
    const file = path.resolve(root, params.filename)
    if (!file.startsWith(root + path.sep)) return
    const found = await stat(file).catch(() => null)
    if (found?.isFile()) return
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'cache-control': 'no-store' } })
  }) as UploadHandler
}

export const missingUploadFiles: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) =>
    typeof collection.upload === 'object' && collection.upload.staticDir
      ? {
          ...collection,
          upload: { ...collection.upload, handlers: [notOnDisk(collection.upload.staticDir), ...(collection.upload.handlers ?? [])] },
        }
      : collection,
  ),
})
