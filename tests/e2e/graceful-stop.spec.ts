import { once } from 'node:events'
import { get } from 'node:http'
import { connect } from 'node:net'

import { expect, test } from '@playwright/test'

import { startUpstream, type Stub } from '../support/upstream-stub'
import { startServer, stopProcess } from './support'

/**
 * What a deploy does to an instance (docs/operations.md, "Deploying a new version"): a production
 * server of this build, on the suite's database, holding a request whose upstream answers only when
 * the test says so, is sent SIGTERM.
 */
test.describe.configure({ mode: 'serial' })

const PORT = Number(process.env.E2E_PORT ?? 3210) + 12
const origin = `http://127.0.0.1:${PORT}`
const AVAILABILITY = '/api/nfr/availability?npa=1700&street=Rue%20de%20Lausanne&number=1'
const ANSWER = { availability: { fibre: true, maxDownload: 25000, maxUpload: 25000, technologies: ['fibre'] } }

/** An availability upstream that answers each request once `release` is called; `arrived` resolves at the first. */
async function heldUpstream(): Promise<{ stub: Stub; arrived: Promise<void>; release: () => void }> {
  let release!: () => void
  let arrive!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const stub = await startUpstream((_request, response) => {
    arrive()
    void released.then(() => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(ANSWER))
    })
  })
  return { stub, arrived, release }
}

/** A GET on a connection of its own: its status and body, or the error that ended it. */
function getOwn(path: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    get(origin + path, { agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      response.on('error', (error) => resolve({ error: error.message }))
    }).on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }))
  })
}

/** Whether the server still accepts a new connection. */
const accepting = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(PORT, '127.0.0.1')
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false))
    socket.once('close', () => socket.destroy())
    socket.once('connect', () => socket.destroy())
  })

test('SIGTERM: readiness answers 503 at once, the request under way finishes with 200, then the server exits 0', async () => {
  test.setTimeout(300_000)
  const upstream = await heldUpstream()
  const server = await startServer(PORT, { NFR_URL: upstream.stub.url, UPSTREAM_TIMEOUT_MS: '120000' })
  try {
    const exited = once(server, 'exit')
    // A connection the server accepted before the signal, its request not yet complete.
    const probe = connect(PORT, '127.0.0.1')
    await once(probe, 'connect')
    probe.write('GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    const held = getOwn(AVAILABILITY)
    await upstream.arrived

    server.kill('SIGTERM')
    // New connections are refused (the front sends them to another instance)…
    await expect.poll(accepting, { timeout: 30_000 }).toBe(false)
    // …and an accepted connection that asks for readiness hears 503.
    let answer = ''
    probe.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk))
    probe.end('\r\n')
    await once(probe, 'close')
    expect(answer).toMatch(/^HTTP\/1\.1 503 /)
    expect(answer).toContain('{"status":"stopping"}')

    // The held request is still being worked on: the server waits for it.
    expect(server.exitCode).toBeNull()
    upstream.release()
    const result = await held
    expect(result).toEqual({ status: 200, body: JSON.stringify(ANSWER) })
    expect(await exited).toEqual([0, null])
  } finally {
    stopProcess(server)
    await upstream.stub.close()
  }
})

test('a second signal ends the drain at once', async () => {
  test.setTimeout(300_000)
  const upstream = await heldUpstream()
  const server = await startServer(PORT, { NFR_URL: upstream.stub.url, UPSTREAM_TIMEOUT_MS: '120000' })
  try {
    const exited = once(server, 'exit')
    const held = getOwn(AVAILABILITY)
    await upstream.arrived
    server.kill('SIGTERM')
    await expect.poll(accepting, { timeout: 30_000 }).toBe(false)
    expect(server.exitCode).toBeNull()
    server.kill('SIGTERM')
    // It exits with the request still held upstream: that request is cut.
    expect(await exited).toEqual([1, null])
    expect(await held).toHaveProperty('error')
  } finally {
    stopProcess(server)
    upstream.release()
    await upstream.stub.close()
  }
})
