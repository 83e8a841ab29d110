'use client'

import { hydrateWhenVisible } from '@/ui/hydrate-when-visible'

// Its server HTML is a placeholder until the session is known: run as soon as the page has hydrated.
export const PartnerArea = hydrateWhenVisible(
  () => import('@/features/partner-area').then((m) => m.PartnerArea),
  () => 'now',
)
