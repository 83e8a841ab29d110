import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'

/** A Redis of a test's own on `port`, without persistence; resolves once it has started. */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [ready] = await Promise.race([once(server.stdout!, 'data'), once(server, 'error')])
  if (!String(ready).includes('Redis')) throw new Error(`redis-server did not start on port ${port}`)
  return server
}
