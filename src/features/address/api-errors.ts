import 'server-only'

import type { z } from 'zod'

import { translator } from '@/i18n/translator'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/routing'

import { firstIssue } from './address-fields'

/** A 400 answer's text in the caller's locale (§7: requests pass the locale), French by default. */
export function badInputMessage(error: z.ZodError, params: URLSearchParams): { field: string; message: string } {
  const locale = params.get('locale')
  const t = translator(isLocale(locale) ? locale : DEFAULT_LOCALE)
  const issue = firstIssue(error)
  return { field: issue.field, message: t(issue.message, { length: issue.length ?? 0 }) }
}
