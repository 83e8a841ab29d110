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
      let body = ''
      response.on('data', (part: Buffer) => (body += String(part)))
      response.on('end', () => {
        answer = { status: response.statusCode ?? 0, body }
        resolve({ ...answer, sent })
      })
    })
    request.on('error', (error) => (answer ? resolve({ ...answer, sent }) : reject(error)))
    const pump = () => {
      while (sent < total && !request.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.byteLength, total - sent))
        sent += piece.byteLength
        if (!request.write(piece)) return void request.once('drain', pump)
      }
      if (!request.destroyed) request.end()
    }
    pump()
  })
}
