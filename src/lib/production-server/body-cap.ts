import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** How long a refused client may go on sending (read and dropped) before its connection is cut. */
const LINGER_MS = 1_000

/**
 * Counts a request's body as it streams in, before anything reads it: past `limit` bytes (declared
 * or sent, chunked or with a Content-Length that lies) the request is answered 413 and its
 * connection closed once the client has had time to read it; no byte past the limit reaches the
 * app. False when it was refused at once.
 */
export function capBody(request: IncomingMessage, response: ServerResponse, limit: number): boolean {
  let received = 0
  let refused = false
  const push = request.push.bind(request)
  // The HTTP parser hands each piece of the body to push(): counting there reads nothing itself.
  request.push = (chunk: Buffer | string | null, encoding?: BufferEncoding) => {
    if (chunk === null) return push(null)
    // A refused body is read and dropped while the connection lingers.
    if (refused) return true
    received += Buffer.byteLength(chunk)
    if (received <= limit) return push(chunk, encoding)
    refused = true
    refuse(request, response)
    return true
  }
  if (Number(request.headers['content-length'] ?? 0) > limit) {
    refused = true
    refuse(request, response)
    return false
  }
  return true
}

function refuse(request: IncomingMessage, response: ServerResponse) {
  if (response.headersSent) {
    request.destroy()
    return
  }
  lingerOnClose(request.socket)
  response.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' })
  response.end('Content too large.\n')
  silence(response)
}

/**
 * Node closes a `connection: close` answer's socket as soon as the answer is written. With body
 * bytes still arriving, the close resets the connection, and a client busy sending loses the 413 it
 * has not read yet. Instead this side only says it is done (FIN after the answer) and goes on
 * reading, and dropping, what still comes, until the client closes or LINGER_MS has passed.
 */
function lingerOnClose(socket: Socket) {
  socket.destroySoon = () => {
    socket.end()
    const cut = setTimeout(() => socket.destroy(), LINGER_MS).unref()
    socket.once('end', () => socket.destroy())
    socket.once('close', () => clearTimeout(cut))
  }
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
