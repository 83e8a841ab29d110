'use client'

import { island } from '@/ui/islands/island'
import { islandTriggerOfAddress } from '@/ui/islands/triggers'

/**
 * Its own chunk, loaded when a visitor touches the address search (its server HTML takes what is
 * typed meanwhile, and a search sent meanwhile is sent again), or at once when the address carries
 * a search to restore: the route that renders every CMS page would otherwise ship it everywhere,
 * and on the status page, where it stands in the first screen, loading it with the page was the
 * page's heaviest task.
 */
export const AddressLookupIsland = island(() => import('./AddressLookup').then((m) => m.AddressLookup), islandTriggerOfAddress('touch'))
