/**
 * What the Monday schedule does, from the command line of a browser test:
 * `node --import tsx tests/e2e/content-health-digest.ts` queues the content health digest now;
 * the server's jobs queue sends it (through the outbox).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { holdOpen } from '../../scripts/hold-open.mjs'
import { HEALTH_QUEUE, HEALTH_TASKS } from '../../src/cms/fields/options'

// Held open until the script's own exit (scripts/hold-open.mjs: exit 13 under Node 20's module hooks).
holdOpen('queueing the content health digest', 120_000)

const payload = await getPayload({ config })
await payload.jobs.queue({ task: HEALTH_TASKS.digest, queue: HEALTH_QUEUE, input: {} })
await payload.destroy()
process.exit(0)
