'use client'

import { island } from '@/ui/islands/island'

export const RoamingLookupIsland = island(() => import('@/features/roaming').then((m) => m.RoamingLookup))
