'use client'

import { island } from '@/ui/islands/island'
import { islandTriggerOfAddress } from '@/ui/islands/triggers'

/**
 * Its own chunk, loaded when a visitor comes near the catalogue or touches it, or at once when the
 * address carries a film to open: the route that renders every CMS page would otherwise ship the
 * panel everywhere.
 */
export const VodCatalogueIsland = island(() => import('./VodCatalogue').then((m) => m.VodCatalogue), islandTriggerOfAddress('visible'))
