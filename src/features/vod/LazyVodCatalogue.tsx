'use client'

import { hydrateWhenVisible, islandTriggerOfAddress } from '@/ui/hydrate-when-visible'

/**
 * Its own chunk, loaded when a visitor comes near the catalogue or touches it, or at once when the
 * address carries a film to open: the route that renders every CMS page would otherwise ship the
 * panel everywhere.
 */
export const LazyVodCatalogue = hydrateWhenVisible(
  () => import('./VodCatalogue').then((m) => m.VodCatalogue),
  islandTriggerOfAddress('visible'),
)
