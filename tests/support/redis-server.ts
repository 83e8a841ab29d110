import { spawn, type ChildProcess } from 'node:child_process'

/**
 * A Redis of a test's own on `port`, without persistence; resolves once it accepts connections. Its
 * banner comes before it listens: a client that connected then was refused, and on a loaded machine
 * the rate limit's test counted its first attempts in memory.
 */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += String(chunk)
      if (!output.includes('Ready to accept connections')) return
      server.stdout!.off('data', onData)
      resolve()
    }
    server.stdout!.on('data', onData)
    server.once('error', reject)
    server.once('exit', (code) => reject(new Error(`redis-server did not start on port ${port} (exit ${code}): ${output.slice(-300)}`)))
  })
  // Its log is no longer read: left unread, a full pipe would stop it.
  server.stdout!.resume()
  return server
}
