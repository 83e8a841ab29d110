import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { setRequestSite } from '@/sites/request-site'
import { isLocale, type Locale } from '@/i18n/locales'
import { isSiteId, type SiteId } from '@/sites/sites'

export type SiteRouteParams = Promise<{ site: string; locale: string }>

/** Validates the internal `/_site/{site}/{locale}` segments the proxy wrote; anything else is a 404. */
export async function siteAndLocale(params: SiteRouteParams): Promise<{ site: SiteId; locale: Locale }> {
  const { site, locale } = await params
  if (!isSiteId(site) || !isLocale(locale)) notFound()
  setRequestLocale(locale)
  setRequestSite(Number(site) as SiteId)
  return { site: Number(site) as SiteId, locale }
}
