/** Migrate, then seed when empty (`--seed` seeds again, idempotently). Run before the server starts. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { prepareDatabase } from '../demo-content/prepare'
import { holdOpen } from './hold-open.mjs'

// Held open until the script's own exit.
holdOpen('preparing the database', 900_000)

const payload = await getPayload({ config })
await prepareDatabase(payload, { forceSeed: process.argv.includes('--seed') })
await payload.destroy()
process.exit(0)
