'use client'

import { island } from '@/ui/islands/island'

// Its server HTML is a placeholder until the session is known: run as soon as the page has hydrated.
export const PartnerAreaIsland = island(
  () => import('@/features/partner-area').then((m) => m.PartnerArea),
  () => 'now',
)
