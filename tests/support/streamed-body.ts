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
      answer = { status: response.statusCode ?? 0, body: '' }
      response.on('data', (part: Buffer) => answer && (answer.body += String(part)))
      response.on('end', () => answer && resolve({ ...answer, sent }))
      response.on('error', () => answer && resolve({ ...answer, sent }))
    })
    // A server that refuses a body closes the connection after its answer: a write meanwhile may fail.
    request.on('error', (error) => (answer ? resolve({ ...answer, sent }) : reject(error)))
    // One piece per turn of the event loop, so that nothing is written after an answer that came meanwhile.
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
