import { revalidatePath, revalidateTag } from 'next/cache'
import type { CollectionConfig } from 'payload'

import { documentTag, listTag, navigationTreeTag, fixedRouteTag, siteSettingsTag } from '@/lib/cache-tags'
import { recordContentChange } from '@/lib/content-changes'
import { isNextServer } from '@/lib/env'
import { logger } from '@/lib/logger'
import { SITE_PAGES_LAYOUT } from '@/sites/site-route'

type Stored = Record<string, unknown> | null | undefined

function sitesOf(doc: Stored): string[] {
  const sites = doc?.sites
  return Array.isArray(sites) ? sites.map(String) : []
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null
}

/** Every distinct tag of the saved state and of the state before it (a page leaving a site or a screen). */
function unique(tags: (string | null)[]): string[] {
  return [...new Set(tags.filter((tag): tag is string => tag !== null))]
}

/**
 * The cache tags a save or deletion of one document expires: the document, the lists and the
 * navigation tree that showed it, before and after the change. Null for the collections whose
 * reads carry no tags yet: their saves still clear every site page.
 */
export function changedTags(collection: string, doc: Stored, previousDoc: Stored): string[] | null {
  const states = [doc, previousDoc]
  const id = text(doc?.id) ?? text(previousDoc?.id)
  switch (collection) {
    case 'pages':
      return unique([
        id && documentTag('pages', id),
        ...states.map((state) => text(state?.screen)).map((screen) => screen && fixedRouteTag(screen)),
        ...states.flatMap(sitesOf).map((site) => listTag('pages', site)),
      ])
    case 'news':
      return unique([id && documentTag('news', id), ...states.flatMap(sitesOf).map((site) => listTag('news', site))])
    case 'navigation':
      return unique(
        states.map((state) => {
          const site = text(state?.site)
          const treeKey = text(state?.tree_key)
          return site && treeKey ? navigationTreeTag(site, treeKey) : null
        }),
      )
    case 'products':
      return unique([
        id && documentTag('products', id),
        ...states.map((state) => text(state?.site)).map((site) => site && listTag('products', site)),
      ])
    case 'site-settings':
      return unique(states.map((state) => text(state?.site)).map((site) => site && siteSettingsTag(site)))
    default:
      return null
  }
}

/** A draft saved over a draft changes nothing the public sees; publishing, unpublishing and deleting do. */
export function changesPublishedContent(doc: Stored, previousDoc: Stored): boolean {
  const hasDrafts = doc?._status !== undefined || previousDoc?._status !== undefined
  return !hasDrafts || doc?._status === 'published' || previousDoc?._status === 'published'
}

/** Immediate expiry (not stale-while-revalidate): the next visitor already gets the new render. */
const EXPIRE_NOW = { expire: 0 }

type IncrementalCache = { revalidateTag(tags: string[], durations: { expire: number }): Promise<void> }

/**
 * A save outside a request (a scheduled publish run by the jobs queue) has no request store for
 * revalidateTag to record the tags in; Next keeps the server's cache on globalThis, and the tags
 * are expired there directly.
 */
async function expireOutsideRequest(tags: string[]): Promise<void> {
  const incremental = (globalThis as typeof globalThis & { __incrementalCache?: IncrementalCache }).__incrementalCache
  if (!incremental) {
    logger.warn({ tags }, 'no page cache to expire outside a request')
    return
  }
  await incremental.revalidateTag(tags, EXPIRE_NOW)
}

function isOutsideRequest(error: unknown): boolean {
  return error instanceof Error && error.message.includes('static generation store missing')
}

async function expire(collection: string, tags: string[] | null): Promise<void> {
  try {
    if (tags === null) revalidatePath(SITE_PAGES_LAYOUT, 'layout')
    else for (const tag of tags) revalidateTag(tag, EXPIRE_NOW)
  } catch (error) {
    if (!isOutsideRequest(error) || tags === null) throw error
    await expireOutsideRequest(tags)
  }
  logger.info({ collection, tags: tags ?? 'every site page' }, 'site cache expired')
}

/** What one save or deletion means to the caches: the in-process search index and the tagged pages. */
async function invalidateAfterChange(collection: string, doc: Stored, previousDoc: Stored): Promise<void> {
  // In-memory copies of the content (the search index) rebuild on their next use.
  recordContentChange(collection)
  // Outside the Next server (seed, migrations, tests) there is no page cache to expire.
  if (!isNextServer() || !changesPublishedContent(doc, previousDoc)) return
  await expire(collection, changedTags(collection, doc, previousDoc))
}

/** Adds the cache invalidation to a collection's afterChange and afterDelete hooks. */
export function withCacheInvalidation(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), ({ doc, previousDoc }) => invalidateAfterChange(collection.slug, doc, previousDoc)],
      // A deleted document is expired as if unpublished: its last state was possibly public.
      afterDelete: [
        ...(hooks.afterDelete ?? []),
        ({ doc }) => invalidateAfterChange(collection.slug, null, { ...doc, _status: 'published' }),
      ],
    },
  }
}
