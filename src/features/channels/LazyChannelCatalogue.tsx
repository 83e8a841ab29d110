'use client'

import { hydrateWhenVisible, islandTriggerOfAddress } from '@/ui/hydrate-when-visible'

/**
 * Its own chunk, loaded when a visitor comes near the list or touches it, or at once when the
 * address carries filters to restore: the route that renders every CMS page would otherwise ship
 * the filters everywhere.
 */
export const LazyChannelCatalogue = hydrateWhenVisible(
  () => import('./ChannelCatalogue').then((m) => m.ChannelCatalogue),
  islandTriggerOfAddress,
)
