// npm run backup [-- <folder>]: database, files and secret into backups/<time> (or <folder>).
import path from 'node:path'

import { backup } from '../src/lib/backup'
import { dataDir, databaseUrl } from '../src/lib/env'

const target = process.argv[2] ?? path.join('backups', new Date().toISOString().replaceAll(':', '-'))
const manifest = await backup({ dataDir: dataDir(), databaseUrl: databaseUrl() }, target)
console.log(
  `backup of the ${manifest.database} database, ${[...(manifest.files ?? []), ...(manifest.secret ? ['secret'] : [])].join(', ')} in ${target}`,
)
