// Production start: prepare the database (migrations, demo content when empty), then `next start`.
// Honours PORT (and BIND_ADDRESS) like `next start` itself.
import { spawn, spawnSync } from 'node:child_process'

const prepare = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare.ts'], { stdio: 'inherit' })
if (prepare.status !== 0) process.exit(prepare.status ?? 1)

const args = ['node_modules/next/dist/bin/next', 'start', '-p', process.env.PORT ?? '3000']
if (process.env.BIND_ADDRESS) args.push('-H', process.env.BIND_ADDRESS)
const server = spawn(process.execPath, args, { stdio: 'inherit', env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
