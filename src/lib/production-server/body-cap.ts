import type { IncomingMessage, ServerResponse } from 'node:http'

/** How long a refused client may go on sending (into the kernel's buffers, never read) before its connection is cut. */
const LINGER_MS = 1_000

/**
 * Counts a request's body as it streams in, before anything reads it: past `limit` bytes (declared
 * or sent, chunked or with a Content-Length that lies) the request is answered 413 and its
 * connection closed; no byte past the limit reaches the app. False when it was refused at once.
 */
export function capBody(request: IncomingMessage, response: ServerResponse, limit: number): boolean {
  if (Number(request.headers['content-length'] ?? 0) > limit) {
    refuse(request, response)
    return false
  }
  let received = 0
  let refused = false
  const push = request.push.bind(request)
  // The HTTP parser hands each piece of the body to push(): counting there reads nothing itself.
  request.push = (chunk: Buffer | string | null, encoding?: BufferEncoding) => {
    if (chunk === null) return push(null)
    if (refused) return false
    received += Buffer.byteLength(chunk)
    if (received <= limit) return push(chunk, encoding)
    refused = true
    refuse(request, response)
    // False also stops reading the socket.
    return false
  }
  return true
}

function refuse(request: IncomingMessage, response: ServerResponse) {
  const cut = () => setTimeout(() => request.destroy(), LINGER_MS).unref()
  if (response.headersSent) {
    request.destroy()
    return
  }
  response.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' })
  response.end('Content too large.\n', cut)
  silence(response)
}

/** The app may still be answering the refused request: nothing it writes goes out. */
function silence(response: ServerResponse) {
  response.setHeader = () => response
  response.appendHeader = () => response
  response.removeHeader = () => {}
  response.writeHead = () => response
  response.write = (...args: unknown[]) => {
    const done = args.find((argument) => typeof argument === 'function') as (() => void) | undefined
    done?.()
    return true
  }
  response.end = (...args: unknown[]) => {
    const done = args.find((argument) => typeof argument === 'function') as (() => void) | undefined
    done?.()
    return response
  }
}
