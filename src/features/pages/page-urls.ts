import { getPathname } from '@/i18n/navigation'
import type { AppPathname } from '@/i18n/routing'
import type { FixedRoute } from '@/cms/fields/options'
import { type Locale, LOCALES } from '@/i18n/locales'
import { audienceOf } from '@/sites/audience'
import { pageRoleOf } from '@/sites/sites'

/** The fixed route of each screen of §2 (internal pathname; next-intl localizes it). */
const FIXED_ROUTE_PATHNAMES: Record<FixedRoute, AppPathname> = {
  order: '/order',
  business: '/business',
  'business-order': '/business/order',
  references: '/business/references',
  contact: '/contact',
  editor: '/editor',
  partners: '/partners',
  search: '/search',
  satisfaction: '/satisfaction',
  news: '/news',
}

export type PageUrlInput = {
  id: number
  screen?: FixedRoute | null
  /** The page's sections: the first decides its audience, and business pages carry the /business prefix (§2). */
  sections?: readonly (string | null | undefined)[] | null
  /** Slug per locale; a locale without slug has no url (hidden in the language switcher). */
  slugs: Partial<Record<Locale, string | null | undefined>>
}

export function pageUrl(page: PageUrlInput, locale: Locale): string | null {
  if (!page.slugs[locale]) return null
  if (pageRoleOf(page.id) === 'home') return getPathname({ href: '/', locale })
  if (page.screen) return getPathname({ href: FIXED_ROUTE_PATHNAMES[page.screen], locale } as Parameters<typeof getPathname>[0])
  const last = `${page.slugs[locale]}-${page.id}`
  const path = audienceOf(page.sections) === 'business' ? ['business', last] : [last]
  return contentPagePath(path, locale)
}

/** The public path of the content page route for these segments (the catch-all's own). */
export function contentPagePath(path: readonly string[], locale: Locale): string {
  return getPathname({ href: { pathname: '/[...path]', params: { path: [...path] } }, locale })
}

/** `aio:urls` of §3: the page's url per locale, locales without one left out. */
export function pageUrls(page: PageUrlInput): Partial<Record<Locale, string>> {
  const urls: Partial<Record<Locale, string>> = {}
  for (const locale of LOCALES) {
    const url = pageUrl(page, locale)
    if (url) urls[locale] = url
  }
  return urls
}
