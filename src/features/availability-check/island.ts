'use client'

import { island } from '@/ui/islands/island'

import { fetchCheckData } from './check-data'

// Its own chunk, loaded with its data when a visitor comes near the check: the home pages' first paint does not wait for either.
export const AvailabilityCheckIsland = island(
  () => import('./AvailabilityCheck').then((m) => m.AvailabilityCheck),
  undefined,
  ({ locale }) => fetchCheckData(locale),
)
