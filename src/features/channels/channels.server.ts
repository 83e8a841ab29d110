import 'server-only'

import type { PaginatedDocs } from 'payload'

import { cms } from '@/cms/client'
import type { Channel, ChannelCategory } from '@/cms/payload-types'
import { publishedListArgs, publishedWhere, type ListOptions } from '@/cms/published'
import { apiMediaOf } from '@/features/media/server'

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

export function catalogueChannelOf(channel: Channel): CatalogueChannel {
  return catalogueChannel({
    id: channel.id,
    number: channel.number,
    title: channel.title,
    langue: channel.langue,
    hd: channel.hd ?? false,
    mobile: channel.mobile ?? false,
    replay: channel.replay ?? false,
    rec: channel.rec ?? false,
    category: (channel.categories ?? []).flatMap((category) => relationId(category) ?? []),
    packs: channel.packs ?? [],
    logo: apiMediaOf(channel.logo),
  })
}

export function catalogueCategoryOf(category: ChannelCategory): CatalogueCategory {
  return catalogueCategory({ id: category.id, name: category.name, parent: relationId(category.parent) })
}
