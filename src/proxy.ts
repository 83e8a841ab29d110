import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { LOCALES } from '@/i18n/locales'
import { LOCALE_COOKIE, routing } from '@/i18n/routing'
import { carriesEditorCookies, EDITOR_HINT_COOKIE } from '@/lib/editor-hint'
import { siteHosts, siteIdOverride } from '@/lib/env'
import { resolveSite } from '@/sites/resolve-site'
import { SITE_SEGMENT } from '@/sites/site-route'

const handleLocale = createMiddleware(routing)

const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(/|$)`)

/**
 * Locale (path → NEXT_LOCALE cookie → fr, §2) by next-intl, then the site (SITE_ID → host map → 1)
 * as an internal path segment so that each site's pages are cached apart.
 */
export default function proxy(request: NextRequest): NextResponse {
  const site = resolveSite({
    siteIdOverride: siteIdOverride(),
    siteHosts: siteHosts(),
    host: request.headers.get('host'),
  })

  // The spec's detection order has no Accept-Language step: present every visitor as French.
  const headers = new Headers(request.headers)
  headers.set('accept-language', 'fr')
  // next-intl moves the locale cookie on document requests only; a navigation the service worker
  // forwards says `Sec-Fetch-Dest: empty`, yet it is the visitor's navigation all the same.
  if (request.headers.get('sec-fetch-mode') === 'navigate') headers.set('sec-fetch-dest', 'document')
  // The locale cookie decides only at a site's root: an unprefixed deep URL (a link, a 404, an
  // alias) is French, whatever language the visitor read last.
  const { pathname } = request.nextUrl
  if (pathname !== '/' && !LOCALE_PREFIX.test(pathname)) headers.set('cookie', withoutLocaleCookie(request))
  const response = handleLocale(new NextRequest(request.url, { headers, method: request.method }))

  const location = response.headers.get('location')
  if (location) {
    // With an explicit locale prefix the target does not depend on the visitor: make it permanent.
    if (LOCALE_PREFIX.test(request.nextUrl.pathname)) {
      const permanent = NextResponse.redirect(location, 308)
      for (const cookie of response.cookies.getAll()) permanent.cookies.set(cookie)
      // The language switcher relies on this answer setting the locale cookie: never replay it from a cache.
      permanent.headers.set('cache-control', 'no-store')
      return permanent
    }
    return response
  }

  const target = new URL(response.headers.get('x-middleware-rewrite') ?? request.url, request.url)
  target.pathname = `/${SITE_SEGMENT}/${site}${target.pathname}`
  response.headers.set('x-middleware-rewrite', target.toString())
  response.headers.delete('x-middleware-next')
  // Only an editor's browser (or one with a draft cookie to drop) asks the site for live edit.
  if (carriesEditorCookies((name) => request.cookies.has(name)) && !request.cookies.has(EDITOR_HINT_COOKIE)) {
    response.cookies.set(EDITOR_HINT_COOKIE, '1', { path: '/', sameSite: 'lax' })
  }
  return response
}

function withoutLocaleCookie(request: NextRequest): string {
  return (request.headers.get('cookie') ?? '')
    .split(';')
    .filter((pair) => pair.split('=')[0]?.trim() !== LOCALE_COOKIE)
    .join(';')
}

export const config = {
  matcher: ['/((?!(?:api|cms-api|admin|_next|media|swisscable|networkstatus)(?:/|$))(?!.*\\.[^/]*$).*)'],
}
