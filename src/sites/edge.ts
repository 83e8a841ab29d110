import 'server-only'

import { translator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locales'
import { createEdge } from '@/lib/api/edge'

import { localeOfQuery, siteOfQuery } from './query-params'
import { siteOfHost } from './site-of-host'
import type { SiteId } from './sites'

/**
 * The edge's configuration: one rule for the locale of every call (`localeOfQuery`) and for its
 * site (the host; a §7 read may name another), and every answer's messages from the locale files.
 */
export const edge = createEdge<Locale, SiteId>({ locale: localeOfQuery, siteOfHost, siteOfQuery, translate: translator })
