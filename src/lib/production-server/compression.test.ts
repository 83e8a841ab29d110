import { createServer, request as get, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { responseCompression } from './compression'

afterEach(() => vi.restoreAllMocks())

describe('response compression', () => {
  it('closes the compression stream of an answer its client left halfway', async () => {
    const created = vi.spyOn(zlib, 'createGzip')
    const compress = responseCompression()
    const closed = Promise.withResolvers<ServerResponse>()
    const server = createServer((request, response) => {
      compress(request, response, () => {})
      response.writeHead(200, { 'content-type': 'text/html' })
      response.write('<p>'.repeat(10_000))
      response.once('close', () => closed.resolve(response))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const client = get({ port: (server.address() as AddressInfo).port, headers: { 'accept-encoding': 'gzip' } })
    client.on('response', (response) => response.once('data', () => client.destroy()))
    client.on('error', () => {})
    client.end()
    await closed.promise
    server.close()
    expect(created).toHaveBeenCalledTimes(1)
    const stream = created.mock.results[0]?.value as zlib.Gzip
    await vi.waitFor(() => expect(stream.destroyed).toBe(true))
  })
})
