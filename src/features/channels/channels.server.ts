import 'server-only'

import type { PaginatedDocs } from 'payload'

import { cms } from '@/cms/client'
import type { Channel, ChannelCategory } from '@/cms/payload-types'
import { publishedListArgs, publishedWhere, type ListOptions } from '@/cms/published'
import { apiMediaOf, populated } from '@/features/media/server'

import { catalogueCategory, catalogueChannel, type CatalogueCategory, type CatalogueChannel } from './catalogue'

/**
 * Published channels (§7 `channels`), the same on every site; `categories` keeps the channels of
 * any of those category ids. Categories come populated (one level).
 */
export async function listChannels(
  options: ListOptions<'number' | 'title' | 'id'> & { categories?: readonly number[] },
): Promise<PaginatedDocs<Channel>> {
  const byCategory = options.categories?.length ? [{ categories: { in: options.categories } }] : []
  const payload = await cms()
  return payload.find({
    collection: 'channels',
    where: publishedWhere({ idIn: options.idIn, and: byCategory }),
    ...publishedListArgs(options),
    depth: 1,
  })
}

/** Published channel categories (§7 `channels_categories`). */
export async function listChannelCategories(options: ListOptions<'position' | 'id' | 'title'>): Promise<PaginatedDocs<ChannelCategory>> {
  const payload = await cms()
  return payload.find({
    collection: 'channel-categories',
    where: publishedWhere({ idIn: options.idIn }),
    ...publishedListArgs(options),
    depth: 0,
  })
}

/** A category relation's id, whether populated or not. */
function relationId(value: number | { id: number } | null | undefined): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'number' ? value : value.id
}

/** One stored channel category in the §3 shape of the public API. */
export function apiChannelCategoryOf(category: ChannelCategory) {
  return { id: category.id, name: category.name, parent: relationId(category.parent), position: category.position ?? 0 }
}

/**
 * One stored channel in the §3 shape of the public API: `category` is always the list of category
 * ids (the catalogue filters on it); `embed=packs` adds the packs, `embed=category` adds the
 * category objects as `categories`.
 */
export function apiChannelOf(channel: Channel, embed: ReadonlySet<string>) {
  const categories = channel.categories ?? []
  return {
    id: channel.id,
    number: channel.number,
    title: channel.title,
    langue: channel.langue,
    hd: channel.hd ?? false,
    mobile: channel.mobile ?? false,
    replay: channel.replay ?? false,
    rec: channel.rec ?? false,
    category: categories.flatMap((category) => relationId(category) ?? []),
    logo: apiMediaOf(channel.logo),
    ...(embed.has('packs') ? { packs: channel.packs ?? [] } : {}),
    ...(embed.has('category')
      ? {
          categories: categories.flatMap((category) => {
            const doc = populated(category)
            return doc ? [apiChannelCategoryOf(doc)] : []
          }),
        }
      : {}),
  }
}

/** The catalogue reads a channel as the API gives it, with its packs (`embed=packs`). */
export function catalogueChannelOf(channel: Channel): CatalogueChannel {
  return catalogueChannel({ ...apiChannelOf(channel, new Set()), packs: channel.packs ?? [] })
}

export function catalogueCategoryOf(category: ChannelCategory): CatalogueCategory {
  return catalogueCategory(apiChannelCategoryOf(category))
}
