import 'server-only'

import type { Payload } from 'payload'

import { contentDoc, mediaDoc, type ContentCollection } from './extract'
import type { LinkCheck, Snapshot } from './model'

const CONTENT: readonly ContentCollection[] = ['pages', 'news', 'products', 'navigation']

/** The settings of the view, with their defaults until an editor saves them. */
export async function healthSettings(
  payload: Payload,
): Promise<{ weeklyDigest: boolean; largeFileKb: number; refreshedAt: string | null }> {
  const settings = await payload.findGlobal({ slug: 'content-health', depth: 0 })
  return {
    weeklyDigest: settings.weeklyDigest !== false,
    largeFileKb: settings.largeFileKb ?? 1024,
    refreshedAt: settings.refreshedAt ?? null,
  }
}

/**
 * The content as the checks read it: every document of the collections the view follows, in
 * every locale, in its published state (a page never published is there as a draft: links to it
 * lead nowhere); the media; what the link checker last found.
 */
export async function readSnapshot(payload: Payload): Promise<Snapshot> {
  const docs = (
    await Promise.all(
      CONTENT.map(async (collection) => {
        const { docs: raw } = await payload.find({ collection, locale: 'all', depth: 0, pagination: false, draft: false })
        const fields = payload.collections[collection].config.fields
        return raw.map((doc) => contentDoc(collection, doc as unknown as Record<string, unknown>, fields))
      }),
    )
  ).flat()
  const { docs: media } = await payload.find({
    collection: 'media',
    locale: 'all',
    depth: 0,
    pagination: false,
    select: { name: true, alt: true, filename: true, mimeType: true, filesize: true },
  })
  const { docs: checks } = await payload.find({ collection: 'link-checks', depth: 0, pagination: false })
  const { largeFileKb } = await healthSettings(payload)
  return {
    docs,
    media: media.map((doc) => mediaDoc(doc as unknown as Record<string, unknown>)),
    linkChecks: new Map(
      checks.map((check): [string, LinkCheck] => [
        check.url,
        { status: check.status ?? null, problem: check.problem ?? null, checkedAt: check.checkedAt },
      ]),
    ),
    largeFileBytes: largeFileKb * 1024,
  }
}
