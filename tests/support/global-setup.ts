import { execFileSync } from 'node:child_process'

import { prepareFreshTestDatabase } from './test-database'

/**
 * One migrated and seeded throw-away database for every integration test of the run. Seeded by the
 * start script in its own process: Payload's PostgreSQL pool outlives `payload.destroy()` and would
 * keep vitest's main process from exiting.
 */
export default async function setup() {
  const kind = await prepareFreshTestDatabase()
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/prepare.ts'], { env: process.env, stdio: ['ignore', 'ignore', 'inherit'] })
  console.log(`integration tests on a fresh ${kind} database (${process.env.DATA_DIR})`)
}
