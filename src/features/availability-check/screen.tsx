'use client'

import { hydrateWhenVisible } from '@/ui/hydrate-when-visible'

// Its own chunk, loaded when a visitor comes near the check: the home pages' first paint does not wait for it.
export const AvailabilityCheckScreen = hydrateWhenVisible(() => import('./AvailabilityCheck').then((m) => m.AvailabilityCheck))
