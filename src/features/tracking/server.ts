import 'server-only'

import { trackerSettings } from '@/lib/env'

import { trackerScript } from './tracker'

/** §7: the tracker this server is configured with, or null (publish mode 3 with a public key only). */
export const configuredTracker = () => trackerScript(trackerSettings())
