import type { Payload } from 'payload'

import type { L } from './upsert'

/** Uploads a file once (found again by file name) so that a second seed creates nothing new. */
export async function uploadOnce(
  payload: Payload,
  filename: string,
  make: () => Promise<{ data: Buffer; mimetype: string }>,
  alt: L,
  folder: string,
): Promise<number> {
  const existing = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, depth: 0 })
  const found = existing.docs[0]
  if (found) return found.id
  const file = await make()
  const created = await payload.create({
    collection: 'media',
    locale: 'fr',
    data: { name: alt.fr, alt: alt.fr, folder },
    file: { ...file, name: filename, size: file.data.length },
  })
  for (const locale of ['de', 'en'] as const) {
    await payload.update({ collection: 'media', id: created.id, locale, data: { name: alt[locale], alt: alt[locale] } })
  }
  return created.id
}
