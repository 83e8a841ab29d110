import 'server-only'

import type { NextRequest } from 'next/server'

import { safeFileName } from '@/features/forms/server'
import { queryLocale } from '@/i18n/routing'
import { translator } from '@/i18n/translator'
import { problem } from '@/lib/api/problem'
import { formatDate } from '@/lib/formats'
import { pdf } from '@/lib/pdf'
import { siteOfHost } from '@/sites/site-of-host'
import { siteRules } from '@/sites/sites'

import type { Audience } from './catalogue'
import { loadCatalogue } from './load.server'
import { priceListLines } from './price-list'

const AUDIENCES: readonly Audience[] = ['private', 'business']

const isAudience = (value: string | null): value is Audience => AUDIENCES.includes(value as Audience)

/**
 * GET /api/price-list?audience=private|business&locale= → the price list of the site asked (its
 * host) as a PDF, written from that site's catalogue when asked: it never lags behind the pages.
 */
export async function priceListPdf(request: NextRequest): Promise<Response> {
  const query = new URL(request.url).searchParams
  const locale = queryLocale(query)
  const t = translator(locale)
  const audience = query.get('audience')
  if (!isAudience(audience)) return problem(400, t('priceList.unknownAudience'), 'audience')
  const site = siteOfHost(request.headers.get('host'))
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
