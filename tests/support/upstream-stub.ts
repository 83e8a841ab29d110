import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

export interface Stub {
  url: string
  requests: URL[]
  close(): Promise<void>
}

/**
 * An HTTP upstream on 127.0.0.1: `hang` accepts and never answers, `close` drops the connection,
 * otherwise the handler answers.
 */
export async function startUpstream(behaviour: 'hang' | 'close' | ((req: IncomingMessage, res: ServerResponse) => void)): Promise<Stub> {
  const requests: URL[] = []
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://127.0.0.1'))
    if (behaviour === 'hang') return
    if (behaviour === 'close') {
      req.socket.destroy()
      return
    }
    behaviour(req, res)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('stub: no port')
  return {
    url: `http://127.0.0.1:${address.port}/lookup`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
