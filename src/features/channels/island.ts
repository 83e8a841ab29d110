'use client'

import { island } from '@/ui/islands/island'

/**
 * Its own chunk, so the route that renders every CMS page does not ship the filters everywhere.
 * Loaded at once after hydration rather than when near: the catalogue asks for every channel as
 * it mounts, a call that would otherwise start under a visitor's first click and show the loading
 * bar over the page it opens.
 */
export const ChannelCatalogueIsland = island(
  () => import('./ChannelCatalogue').then((m) => m.ChannelCatalogue),
  () => 'now',
)
