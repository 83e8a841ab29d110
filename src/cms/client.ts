import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { isNextServer } from '@/lib/env'

/**
 * The Payload Local API (no HTTP hop); getPayload keeps one instance per process. Inside the Next
 * server it also starts the jobs queue's timer (scheduled publishing); scripts and tests run none.
 */
export function cms(): Promise<Payload> {
  return getPayload({ config, cron: isNextServer() })
}
