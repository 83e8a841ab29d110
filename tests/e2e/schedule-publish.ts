/**
 * What the admin's "schedule publish" drawer does, from the command line of a browser test:
 * `node --import tsx tests/e2e/schedule-publish.ts pages 9221 5` queues the publication of page 9221
 * in 5 seconds, in the name of the demo editor. The server's jobs queue runs it.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { holdOpen } from '../../scripts/hold-open.mjs'
import { adminCredentials } from '../../src/lib/env'

// Held open until the script's own exit (scripts/hold-open.mjs: exit 13 under Node 20's module hooks).
holdOpen('scheduling the publication', 120_000)

const [collection, id, seconds] = process.argv.slice(2)
if ((collection !== 'pages' && collection !== 'news') || !id || !seconds)
  throw new Error('usage: schedule-publish.ts pages|news <id> <seconds>')

const payload = await getPayload({ config })
const { docs } = await payload.find({ collection: 'users', where: { email: { equals: adminCredentials().email } }, limit: 1 })
await payload.jobs.queue({
  task: 'schedulePublish',
  input: {
    type: 'publish',
    doc: { relationTo: collection, value: Number(id) },
    user: docs[0] ? { relationTo: 'users', value: docs[0].id } : undefined,
  },
  waitUntil: new Date(Date.now() + Number(seconds) * 1000),
})
await payload.destroy()
process.exit(0)
