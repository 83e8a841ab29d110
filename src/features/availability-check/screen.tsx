'use client'

import { hydrateWhenVisible } from '@/ui/hydrate-when-visible'

import { fetchCheckData } from './check-data'

// Its own chunk, loaded with its data when a visitor comes near the check: the home pages' first paint does not wait for either.
export const AvailabilityCheckScreen = hydrateWhenVisible(
  () => import('./AvailabilityCheck').then((m) => m.AvailabilityCheck),
  undefined,
  ({ locale }) => fetchCheckData(locale),
)
