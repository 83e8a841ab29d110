import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API (no HTTP hop); getPayload keeps one instance per process. */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * Starts the jobs queue's timer (scheduled publishing) when the server starts. Never from inside a
 * request: the timer would keep that request's context, and the cache tags its jobs expire would
 * be recorded on a request long answered instead of reaching the page cache.
 */
export async function startJobsQueue(): Promise<void> {
  await getPayload({ config, cron: true })
}

export { oneLoginAtATime } from './auth/login-queue'
/** The role matrix (docs/security.md): what each staff role may do. */
export { may, type Role } from './access/roles'
