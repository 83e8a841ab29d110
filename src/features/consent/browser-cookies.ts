/**
 * The consent reducer's cookie effects as `document.cookie` strings. Pure: the component passes
 * in `document.cookie` and the page's host and protocol.
 */
import type { ConsentEffect } from './consent'

export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index <= 0) continue
    const name = part.slice(0, index).trim()
    const raw = part.slice(index + 1).trim()
    try {
      cookies[name] = decodeURIComponent(raw)
    } catch {
      cookies[name] = raw
    }
  }
  return cookies
}

/**
 * The host and each parent domain with at least two labels: tag-manager cookies are usually set on
 * the registrable domain (`.example.ch`), and a deletion must name the same domain to match.
 */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || !hostname.includes('.')) return []
  const labels = hostname.split('.')
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))
}

type Page = { hostname: string; secure: boolean }

/** The `document.cookie` assignments that carry out one cookie effect. */
export function cookieWrites(effect: Exclude<ConsentEffect, { type: 'activate' }>, page: Page): string[] {
  if (effect.type === 'setCookie') {
    // Values are option ids and 'true': no encoding needed, and the stored value stays readable.
    return [
      `${effect.name}=${effect.value}; Max-Age=${effect.maxAgeSeconds}; Path=${effect.path}; SameSite=${effect.sameSite}${page.secure ? '; Secure' : ''}`,
    ]
  }
  const expired = `${effect.name}=; Max-Age=0; Path=${effect.path}`
  return [expired, ...cookieDomains(page.hostname).map((domain) => `${expired}; Domain=${domain}`)]
}
