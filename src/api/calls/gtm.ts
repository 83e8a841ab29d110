import 'server-only'

import { getPublishedPage } from '@/features/pages/server'
import { NotFoundError } from '@/lib/api/problem'

import { toGtmEvent } from '../mappers'
import { parseContentQuery, parseId } from '../query'

export async function getGtmEvent(idParam: string, params: URLSearchParams) {
  const id = parseId(idParam)
  const query = parseContentQuery(params)
  const page = await getPublishedPage(id, query.site, query.locale)
  if (!page) throw new NotFoundError(`No page ${id} on site ${query.site}.`)
  return toGtmEvent(page, query.site, query.locale)
}
