import 'server-only'

import { loadDistributor } from '@/features/distributors/server'
import { loadNews } from '@/features/news/server'
import { getPublishedPage } from '@/features/pages/server'
import { BadRequestError, NotFoundError } from '@/lib/api/problem'

import { embedSet, pageRichTexts, toApiNews, toApiPage } from '../mappers'
import { parseContentQuery, parseId, type ContentQuery } from '../query'
import { linkTargets } from '../rich-text-links'

const DETAIL_TYPES = ['page', 'distributor', 'news'] as const
type DetailType = (typeof DETAIL_TYPES)[number]

async function newsDetail(id: number, query: ContentQuery) {
  const news = await loadNews(id, query.site, query.locale)
  return news ? toApiNews(news) : null
}

async function pageDetail(id: number, query: ContentQuery) {
  const page = await getPublishedPage(id, query.site, query.locale)
  if (!page) return null
  return toApiPage(page, query.locale, embedSet(query.embed), await linkTargets(pageRichTexts(page), query.site, query.locale))
}

const DETAIL_LOADERS: Record<DetailType, (id: number, query: ContentQuery) => Promise<object | null>> = {
  page: pageDetail,
  distributor: loadDistributor,
  news: newsDetail,
}

/**
 * One content item. Resolution order: a published page of the site, then a distributor, then a
 * news item of the site. Pages and distributors share the operator's content-id space (the
 * Fribourg distributor is "content item 376"); news ids are ours, so they come last.
 * `type=page|distributor|news` restricts the lookup to one kind when ids could collide.
 */
export async function getContent(idParam: string, params: URLSearchParams) {
  const id = parseId(idParam)
  const query = parseContentQuery(params)
  if (query.type !== undefined && !(DETAIL_TYPES as readonly string[]).includes(query.type)) {
    throw new BadRequestError(`Parameter 'type' must be one of ${DETAIL_TYPES.join(', ')} for a content item.`)
  }
  const kinds = query.type === undefined ? DETAIL_TYPES : [query.type as DetailType]
  for (const kind of kinds) {
    const found = await DETAIL_LOADERS[kind](id, query)
    if (found) return found
  }
  throw new NotFoundError(`No content ${id} on site ${query.site}.`)
}
