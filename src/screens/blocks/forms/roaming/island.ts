'use client'

import { hydrateWhenVisible } from '@/ui/hydrate-when-visible'

export const RoamingLookup = hydrateWhenVisible(() => import('@/features/roaming').then((m) => m.RoamingLookup))
