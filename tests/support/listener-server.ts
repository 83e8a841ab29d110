import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { BlockList, type AddressInfo } from 'node:net'

import { productionListener, type ListenerOptions } from '../../src/lib/production-server/listener'

/** The production listener around a small app, on a free loopback port: what start.mjs builds, without Next. */
export async function listenWith(
  app: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  options: Partial<ListenerOptions> = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer(
    productionListener(app, {
      trustedProxies: 0,
      scriptHashes: [],
      compress: (_request, _response, next) => next(),
      metrics: { token: undefined, networks: new BlockList() },
      siteOf: () => 1,
      apiConcurrency: 1000,
      ...options,
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
