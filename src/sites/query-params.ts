import { z } from 'zod'

import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/i18n/locales'
import { SITE_IDS, type SiteId } from '@/sites/sites'

import { queryError, queryObject } from '@/lib/api/query'

/**
 * The query rules every public call shares (§7): `locale` (fr|de|en, default fr) and `site`
 * (1|2|3, default 1). An absent or blank parameter takes its default.
 */
export const localeParam = z.enum(LOCALES, { message: `must be one of ${LOCALES.join(', ')}` }).default(DEFAULT_LOCALE)

export const siteParam = z
  .enum(SITE_IDS.map(String) as [string, ...string[]], { message: `must be one of ${SITE_IDS.join(', ')}` })
  .default('1')
  .transform((value) => Number(value) as SiteId)

export const siteAndLocaleQuery = { locale: localeParam, site: siteParam }

/**
 * The one locale rule of every call (route or direct): the `locale` it names, French when it names
 * none or one the site does not serve (§9: French is the fallback). A §7 read's own query schema
 * (`localeParam`) refuses an unserved locale with a 400, as §7's calls always have.
 */
export function localeOfQuery(query: URLSearchParams): Locale {
  const locale = query.get('locale')
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/** The site a §7 read names in its `site` parameter, or null when it names none; a 400 for an unknown one. */
export function siteOfQuery(query: URLSearchParams): SiteId | null {
  if ((query.get('site') ?? '').trim() === '') return null
  return parseQuery(z.object({ site: siteParam }), query).site
}

/** Parses a call's query with its schema; bad input throws the 400. */
export function parseQuery<T extends z.ZodType>(schema: T, params: URLSearchParams): z.output<T> {
  const parsed = schema.safeParse(queryObject(params))
  if (!parsed.success) throw queryError(parsed.error)
  return parsed.data
}
