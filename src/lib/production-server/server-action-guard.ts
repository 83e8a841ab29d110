import type { IncomingMessage, ServerResponse } from 'node:http'

/** Where Next reads a request's metadata; a server action's body given there is used as the body. */
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta')

/**
 * A server action call is checked before Next decodes it, which answers 500 to anything it cannot
 * use: another site's Origin is refused (403), its body must be what the browser's runtime sends,
 * JSON or multipart (else 400). The body, already capped by the listener, is read here and handed
 * to Next as is.
 */
export function guardServerAction(request: IncomingMessage, response: ServerResponse, proceed: () => void) {
  if (!sameOrigin(request)) return refuse(response, 403, 'Forbidden: a server action called from another origin.')
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.once('end', () => {
    const body = Buffer.concat(chunks)
    void readable(body, String(request.headers['content-type'] ?? '')).then((ok) => {
      if (!ok) return refuse(response, 400, 'Bad request: the server action’s body cannot be read.')
      const meta = request as unknown as Record<symbol, Record<string, unknown> | undefined>
      meta[NEXT_REQUEST_META] = { ...meta[NEXT_REQUEST_META], actionBody: body }
      proceed()
    })
  })
}

/** The Origin's host is the host the request came to, as Next compares them (x-forwarded-host first). */
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  const forwarded = request.headers['x-forwarded-host']
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || request.headers.host
  try {
    return origin !== 'null' && new URL(origin).host === host
  } catch {
    return false
  }
}

async function readable(body: Buffer, type: string): Promise<boolean> {
  try {
    if (/^multipart\/form-data\b/i.test(type)) await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
    else if (!/^application\/x-www-form-urlencoded\b/i.test(type)) JSON.parse(body.toString('utf8'))
    return true
  } catch {
    return false
  }
}

function refuse(response: ServerResponse, status: 400 | 403, message: string) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
  response.end(`${message}\n`)
}
