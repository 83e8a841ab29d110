/** Migrate, then seed when empty (`--seed` seeds again, idempotently). Run before the server starts. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { prepareDatabase } from '../demo-content/prepare'
import { holdOpen } from './hold-open.mjs'

// Held open until the script's own exit. Only the migrations count against the deadline: the demo
// seeding of a first start takes what a loaded machine gives it, and says how far it got.
const migrating = holdOpen('migrating the database', 900_000)

const payload = await getPayload({ config })
await prepareDatabase(payload, {
  forceSeed: process.argv.includes('--seed'),
  migrated: () => {
    migrating()
    holdOpen('seeding the database', Number.POSITIVE_INFINITY)
  },
})
await payload.destroy()
process.exit(0)
