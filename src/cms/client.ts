import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API (no HTTP hop); getPayload keeps one instance per process. */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}
