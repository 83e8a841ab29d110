import { siteHosts } from '@/lib/env'

import { hostWithoutPort, parseSiteHosts } from './resolve-site'

type IncomingRequest = { url: string; headers: Pick<Headers, 'get'> }

/** Whether the visitor came over https: the server's own URL, or the scheme a trusted proxy forwarded (the production server drops it otherwise). */
export function requestIsHttps(request: IncomingRequest): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
}

/**
 * The site address the visitor used, for links in mails: its host only when the site map lists it
 * (a forged Host header must not end up in a mail), else the server's own address.
 */
export function requestOrigin(request: IncomingRequest): string {
  const host = request.headers.get('host')
  if (!host || !parseSiteHosts(siteHosts()).has(hostWithoutPort(host))) return new URL(request.url).origin
  return `${requestIsHttps(request) ? 'https' : 'http'}://${host}`
}
