// npm run restore -- <backup folder> [--replace]: into DATA_DIR (and DATABASE_URL), site stopped.
import { restore } from '../src/lib/backup'
import { dataDir, databaseUrl } from '../src/lib/env'

const source = process.argv.slice(2).find((argument) => !argument.startsWith('--'))
if (!source) {
  console.error('usage: npm run restore -- <backup folder> [--replace]')
  process.exit(2)
}
const manifest = await restore(source, { dataDir: dataDir(), databaseUrl: databaseUrl() }, { replace: process.argv.includes('--replace') })
console.log(`restored the ${manifest.database} backup of ${manifest.createdAt} into ${dataDir()}`)
