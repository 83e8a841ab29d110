/** Migrate, then seed when empty (`--seed` seeds again, idempotently). Run before the server starts. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { prepareDatabase } from '../demo-content/prepare'

const payload = await getPayload({ config })
await prepareDatabase(payload, { forceSeed: process.argv.includes('--seed') })
await payload.destroy()
process.exit(0)
