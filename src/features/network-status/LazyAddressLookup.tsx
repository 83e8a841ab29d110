'use client'

import { hydrateWhenVisible, islandTriggerOfAddress } from '@/ui/hydrate-when-visible'

/**
 * Its own chunk, loaded when a visitor comes near the address search or touches it, or at once when
 * the address carries a search to restore: the route that renders every CMS page would otherwise
 * ship it everywhere.
 */
export const AddressLookup = hydrateWhenVisible(() => import('./AddressLookup').then((m) => m.AddressLookup), islandTriggerOfAddress)
