import 'server-only'

import * as z from 'zod/mini'

import { safeFileName } from '@/features/forms/server'
import { translator, type Translate } from '@/i18n/translator'
import { ApiError } from '@/lib/api/problem'
import { formatDate } from '@/lib/formats'
import { pdf } from '@/lib/pdf'
import { siteRules, type SiteId } from '@/sites/sites'
import type { Locale } from '@/i18n/locales'

import type { Audience } from './catalogue'
import { loadCatalogue } from './load.server'
import { priceListLines } from './price-list'

/** The price list's query: which audience's list. */
export const priceListQuery = z.object({ audience: z.enum(['private', 'business']) })

/** An audience the site has no list for: 400 naming the parameter, in the caller's language. */
export function unknownAudience(_: unknown, t: Translate): ApiError {
  return new ApiError(400, t('priceList.unknownAudience'), { field: 'audience' })
}

/**
 * GET /api/price-list?audience=private|business&locale= → the price list of the site asked (its
 * host) as a PDF, written from that site's catalogue when asked: it never lags behind the pages.
 */
export async function priceListPdf(site: SiteId, locale: Locale, audience: Audience): Promise<Response> {
  const t = translator(locale)
  const now = new Date()
  const catalogue = await loadCatalogue(site, audience, locale)
  const title = t(`priceList.title.${audience}`)
  const lines = [t(`priceList.intro.${audience}`), ...priceListLines(catalogue, t, now)]
  const bytes = pdf({
    title: `${title} - ${siteRules(site).name}`,
    lines,
    footer: t('priceList.version', { date: formatDate(now) }),
    lang: locale,
  })
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(bytes.byteLength),
      'content-disposition': `inline; filename="${safeFileName(`${title}.pdf`)}"`,
      // A price saved in the CMS shows in the next download.
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    },
  })
}
