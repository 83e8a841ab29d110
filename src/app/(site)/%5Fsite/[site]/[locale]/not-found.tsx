import { getLocale } from 'next-intl/server'

import { ErrorPage } from '@/screens/content-page/ErrorPage'
import { isLocale } from '@/i18n/locales'
import { getRequestSite } from '@/sites/request-site'

/** §2/§8: a path that matches nothing, or a page that fails validation, shows the error page with status 404. */
export default async function NotFound() {
  const locale = await getLocale()
  return <ErrorPage site={getRequestSite()} locale={isLocale(locale) ? locale : 'fr'} />
}
