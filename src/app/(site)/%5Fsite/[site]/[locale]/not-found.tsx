import { headers } from 'next/headers'
import { getLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/routing'
import { ErrorPage } from '@/features/pages/ErrorPage'
import { siteHosts, siteIdOverride } from '@/lib/env'
import { resolveSite } from '@/sites/resolve-site'

/**
 * §2/§8: a path that matches nothing, or a page that fails validation, shows content page 702
 * with status 404. Not-found boundaries get no route params, so the site comes from the host
 * exactly as the proxy resolved it.
 */
export default async function NotFound() {
  const [locale, requestHeaders] = await Promise.all([getLocale(), headers()])
  const site = resolveSite({ siteIdOverride: siteIdOverride(), siteHosts: siteHosts(), host: requestHeaders.get('host') })
  return <ErrorPage site={site} locale={isLocale(locale) ? locale : 'fr'} />
}
