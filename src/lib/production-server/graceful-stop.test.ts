import { createServer } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { gracefulStop, stopTransition } from './graceful-stop'

describe('stopTransition', () => {
  it('a signal starts the drain; the drain finished exits 0', () => {
    expect(stopTransition('serving', 'signal')).toEqual({ phase: 'draining' })
    expect(stopTransition('draining', 'drained')).toEqual({ phase: 'exited', exitCode: 0 })
  })

  it('a second signal or the drain time spent exits 1 at once', () => {
    expect(stopTransition('draining', 'signal')).toEqual({ phase: 'exited', exitCode: 1 })
    expect(stopTransition('draining', 'deadline')).toEqual({ phase: 'exited', exitCode: 1 })
  })

  it('nothing else moves it', () => {
    expect(stopTransition('serving', 'drained')).toEqual({ phase: 'serving' })
    expect(stopTransition('serving', 'deadline')).toEqual({ phase: 'serving' })
    for (const event of ['signal', 'drained', 'deadline'] as const) expect(stopTransition('exited', event)).toEqual({ phase: 'exited' })
  })
})

describe('gracefulStop on a real server', () => {
  it('a POST sent on an idle keep-alive connection after the signal is answered, then its connection closed; the instance exits 0', async () => {
    const server = createServer((request, response) => {
      // As the production listener does: a stopping instance closes every connection after its answer.
      if (stop.stopping()) response.shouldKeepAlive = false
      request.resume()
      request.on('end', () => response.end('stored'))
    })
    const exits: number[] = []
    const stop = gracefulStop(server, { drainMs: 600_000, idleGraceMs: 600_000, drained: async () => {}, exit: (code) => exits.push(code) })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo

    // The front's pooled connection: one answer, then idle.
    const pooled = connect(port, '127.0.0.1')
    let received = ''
    pooled.setEncoding('utf8').on('data', (chunk: string) => (received += chunk))
    pooled.write('GET / HTTP/1.1\r\nHost: front\r\n\r\n')
    await until(() => received.endsWith('stored'))
    expect(received).toMatch(/^HTTP\/1\.1 200/)
    expect(received).toMatch(/\r\nConnection: keep-alive\r\n/i)

    stop.signal('SIGTERM')
    const refused = await new Promise<string>((resolve) =>
      connect(port, '127.0.0.1').on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? '')),
    )
    expect(refused).toBe('ECONNREFUSED')

    received = ''
    const ended = new Promise<void>((resolve) => pooled.on('close', () => resolve()))
    pooled.write('POST /order HTTP/1.1\r\nHost: front\r\nContent-Length: 5\r\n\r\norder')
    await ended
    expect(received).toMatch(/^HTTP\/1\.1 200/)
    expect(received).toMatch(/\r\nConnection: close\r\n/i)
    expect(received.endsWith('stored')).toBe(true)
    await until(() => exits.length > 0)
    expect(exits).toEqual([0])
  })
})

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve))
}
