import { z } from 'zod'

import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'
import { siteOfHost } from '@/sites/site-of-host'
import { SITE_IDS, type SiteId } from '@/sites/sites'

import { BadRequestError } from '@/lib/api/problem'

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
 * A public call's query, its `site` taken from the host the call came to when the call names none
 * (§7: every call passes the site; the pages take theirs from the host, and so do the calls).
 */
export function publicQuery(request: Request): URLSearchParams {
  const params = new URL(request.url).searchParams
  if ((params.get('site') ?? '').trim() === '') params.set('site', String(siteOfHost(request.headers.get('host'))))
  return params
}

/** A URL's query as a plain object; a blank parameter counts as absent. */
export function queryObject(params: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, value] of params) if (value.trim() !== '') result[key] = value
  return result
}

/** The first problem of a failed parse as a 400 a client developer can act on. */
export function queryError(error: z.ZodError): BadRequestError {
  const issue = error.issues[0]
  const field = String(issue?.path[0] ?? '')
  return new BadRequestError(`Parameter '${field || '?'}' ${issue?.message ?? 'is invalid'}.`, field || undefined)
}

/** Parses a call's query with its schema; bad input throws the 400. */
export function parseQuery<T extends z.ZodType>(schema: T, params: URLSearchParams): z.output<T> {
  const parsed = schema.safeParse(queryObject(params))
  if (!parsed.success) throw queryError(parsed.error)
  return parsed.data
}
