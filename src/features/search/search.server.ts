import 'server-only'

import { z } from 'zod'

import { parseQuery, siteAndLocaleQuery } from '@/sites/query-params'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { SEARCH_KINDS, type SearchKind } from './documents'
import { searchIndex, type SearchHit } from './engine'
import { searchIndexFor } from './index.server'
import { MAX_QUERY_LENGTH, toSearchAnswer, type SearchAnswer } from './answer'

/** Search one site in one locale (§7 "all requests pass the locale and site"), in the given kinds of result. */
export async function searchSite(options: {
  site: SiteId
  locale: Locale
  q: string
  kinds?: ReadonlySet<SearchKind>
}): Promise<SearchHit[]> {
  const index = await searchIndexFor(options.site, options.locale)
  return searchIndex(index, options.q.slice(0, MAX_QUERY_LENGTH), options.kinds ?? new Set(SEARCH_KINDS))
}

/** The search screen's answer: every kind of result, with highlighted titles and snippets. */
export async function searchAnswer(site: SiteId, locale: Locale, q: string): Promise<SearchAnswer> {
  return toSearchAnswer(q, await searchSite({ site, locale, q }))
}

const screenQuery = z.object({
  ...siteAndLocaleQuery,
  q: z.string().max(MAX_QUERY_LENGTH, `must not exceed ${MAX_QUERY_LENGTH} characters`).default(''),
})

/** GET /api/search/results?q=&site=&locale= for the screen's results as you type. */
export function searchAnswerFor(params: URLSearchParams): Promise<SearchAnswer> {
  const { site, locale, q } = parseQuery(screenQuery, params)
  return searchAnswer(site, locale, q)
}
