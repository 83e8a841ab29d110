import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * A server action call is checked before Next decodes it, which answers 500 to anything it cannot
 * use: another site's Origin is refused (403), its body must be what the browser's runtime sends,
 * JSON or multipart (else 400). The body is held where the HTTP parser hands it to the request
 * (as the cap counts it, which wraps this) and given on to whoever reads the request once it is
 * known readable: true then, false when the call was refused. Called before capBody.
 */
export function guardServerAction(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (!sameOrigin(request)) {
    refuse(response, 403, 'Forbidden: a server action called from another origin.')
    return Promise.resolve(false)
  }
  const push = request.push.bind(request)
  const chunks: Buffer[] = []
  return new Promise((resolve) => {
    request.push = (chunk: Buffer | string | null, encoding?: BufferEncoding) => {
      if (chunk !== null) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk)
        return true
      }
      const body = Buffer.concat(chunks)
      void readable(body, String(request.headers['content-type'] ?? '')).then((ok) => {
        if (!ok) refuse(response, 400, 'Bad request: the server action’s body cannot be read.')
        else {
          if (body.byteLength > 0) push(body)
          push(null)
        }
        resolve(ok)
      })
      return true
    }
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
