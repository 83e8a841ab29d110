type IncomingRequest = { url: string; headers: Pick<Headers, 'get'> }

/** Whether the visitor came over https: the server's own URL, or the scheme a trusted proxy forwarded (the production server drops it otherwise). */
export function requestIsHttps(request: IncomingRequest): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
}
