import { request as httpRequest } from 'node:http'

export type StreamedAnswer = { status: number; body: string; sent: number }

/**
 * POSTs `total` bytes to `url` in 64 KB pieces, as fast as the server takes them: chunked, unless
 * the headers declare a Content-Length. Resolves with the answer and how much was sent when the
 * server answered or closed (a refused body is cut short).
 */
export function sendStreamedBody(url: string, total: number, headers: Record<string, string> = {}): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    let answer: Omit<StreamedAnswer, 'sent'> | undefined
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } })
    request.on('response', (response) => {
      // Known from the headers on: a server that refuses a body may close the connection while this
      // side still writes, before the answer's end is read (EPIPE or a reset).
      answer = { status: response.statusCode ?? 0, body: '' }
      response.on('data', (part: Buffer) => answer && (answer.body += String(part)))
      response.on('end', () => answer && resolve({ ...answer, sent }))
      response.on('error', () => answer && resolve({ ...answer, sent }))
    })
    // A server that refuses closes its side as it answers: this side's next write can fail (EPIPE, a
    // reset) before the answer is read. Status 0: the server cut the body short without it being read.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answer) resolve({ ...answer, sent })
      else if (error.code === 'EPIPE' || error.code === 'ECONNRESET') resolve({ status: 0, body: '', sent })
      else reject(error)
    })
    // One piece per turn of the event loop, so that an answer that came meanwhile is read before the
    // next write (a server that refuses closes its side at once), and nothing is written after it.
    const pump = () => {
      if (answer || request.destroyed) return
      if (sent >= total) return void request.end()
      const piece = chunk.subarray(0, Math.min(chunk.byteLength, total - sent))
      sent += piece.byteLength
      if (request.write(piece)) setImmediate(pump)
      else request.once('drain', pump)
    }
    pump()
  })
}
