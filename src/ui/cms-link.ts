/**
 * CMS links (§2): a url starting with one slash is internal and goes through the router;
 * anything else opens in a new tab with rel="noopener".
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'

/** The attribute of the links the router follows (CmsLink's internal links in the page's language). */
export const SOFT_LINK = 'data-soft'

export type InternalTarget = {
  /** CMS urls are already localized paths ('/en/combo-offers-477'); the prefix gives the locale. */
  locale: Locale
  /** Path segments after the locale prefix, decoded; empty for the locale's home. */
  path: string[]
  query: Record<string, string>
  hash: string
}

/** '//host' is protocol-relative, hence external. */
export function isInternalUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function internalTarget(url: string): InternalTarget | null {
  if (!isInternalUrl(url)) return null
  const parsed = new URL(url, 'http://internal.invalid')
  const segments = parsed.pathname.split('/').filter(Boolean).map(decode)
  const [first, ...rest] = segments
  const prefixed = isLocale(first)
  return {
    locale: prefixed ? first : DEFAULT_LOCALE,
    path: prefixed ? rest : segments,
    query: Object.fromEntries(parsed.searchParams),
    hash: parsed.hash.replace(/^#/, ''),
  }
}

type Click = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }
type Anchor = { href: string; target: string; soft: boolean; download: boolean }

/**
 * Where the router is to take a click on a soft link, as next/link decides it: a plain left click
 * on a link of this origin for this tab, that nothing else has handled. Null leaves the click to
 * the browser (a new tab, a download, a handled click, another origin).
 */
export function routedHref(click: Click, anchor: Anchor, here: { origin: string }): string | null {
  if (!anchor.soft || click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  if (anchor.download || (anchor.target !== '' && anchor.target !== '_self')) return null
  const target = new URL(anchor.href, here.origin)
  if (target.origin !== here.origin) return null
  return `${target.pathname}${target.search}${target.hash}`
}
